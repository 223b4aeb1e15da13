import { page, type RouteEntry } from "../types";

const section = { section: "home-security" } as const;

const productAlias = (path: string, jsonName: string) => ({ path, params: { jsonName } });

/** Free tools under /b2c-tools: [state name, path segment, friendly aliases]. */
const freeTools: ReadonlyArray<[name: string, segment: string, aliases: string[]]> = [
  ["kss", "kss", ["/free-virus-scan"]],
  ["kss-verdict", "kss/verdict", ["/free-virus-scan/verdict"]],
  ["kss-verdict1", "kss/verdict1", ["/free-virus-scan/verdict1"]],
  ["kss-thank-you", "kss/thank-you", []],
  ["ksu", "ksu", ["/free-software-updater"]],
  ["ksu-thank-you", "ksu/thank-you", []],
  ["kwc", "kwc", ["/free-caller-id"]],
  ["kfa", "kfa", ["/free-antivirus"]],
  ["kfa-thank-you", "kfa/thank-you", []],
  ["ksk", "ksk", ["/safe-kids", "/safe-kids-install"]],
  ["product-kscloud-free", "kscloud-free", ["/free-cloud-antivirus"]],
  ["ksec", "ksec", ["/vpn-secure-connection"]],
  ["product-ksk-affiliate", "affiliate-safe-kids", ["/affiliate-safe-kids"]],
  ["rfid", "rfid", ["/rfid-protection"]],
  ["usb", "usb", ["/usb-key"]],
  ["webcam", "webcam", ["/webcam-cover"]],
  ["kvs", "kvs", ["/free-mac-virus-scan"]],
  ["kvspro", "kvs/pro", ["/mac-virus-scan"]],
  ["adcleaner", "KAC", ["/adcleaner"]],
  ["cleaner", "KPC", ["/free-pc-cleaner"]],
  ["qr-scanner", "KQS", ["/qr-scanner"]],
  ["system-checker", "KSC", ["/system-checker"]],
  ["kisa-free", "kisafree", ["/android-security-free"]],
  ["battery-life-saver", "kbls", ["/battery-life-saver"]],
];

/** Thank-you pages of the paid products' downloads. */
const productThankYous = ["kts", "kis", "kav", "kismac", "ksc", "kvrt", "krd"];

/** Download thank-you pages reachable under /downloads/thank-you (spec 3 §2). */
export const downloadThankYous = [
  "antivirus",
  "internet-security",
  "total-security",
  "free-antivirus-download",
  "security-scan",
  "antivirus-free-trial",
  "internet-security-free-trial",
  "total-security-free-trial",
];

/** Premium services with a short path under /premium-services. */
const premiumServices = ["installation", "browser-security", "home", "advanced", "pc"];

/** Consumer products, downloads, free tools, offers, premium services, resource center (spec 1 §2.4). */
export const consumerRoutes: RouteEntry[] = [
  page({ name: "home-security", path: "/home-security" }, section),
  page({ name: "home-product-kscloud", path: "/home-security/products/cloud-security", aliases: ["/security-cloud"] }, section),
  page({ name: "home-product-kpm", path: "/home-security/products/password-manager", aliases: ["/password-manager"] }, section),
  page(
    {
      name: "home-product",
      path: "/home-security/products/:jsonName",
      aliases: [
        productAlias("/total-security", "total-security"),
        productAlias("/multi-device-security", "total-security"),
        productAlias("/internet-security", "internet-security"),
        productAlias("/antivirus", "antivirus"),
        productAlias("/mac-security", "mac-security"),
        productAlias("/android-security", "android-security"),
      ],
    },
    section,
  ),
  page({ name: "home-help-me-choose", path: "/home-security/help-me-choose" }, section),
  page({ name: "home-downloads", path: "/home-security/downloads", aliases: ["/downloads"] }, section),
  page({ name: "home-download", path: "/home-security/downloads/products/:jsonName" }, section),
  page(
    {
      name: "home-download-thank-you",
      path: "/home-security/downloads/thank-you/:jsonName",
      aliases: downloadThankYous.map((jsonName) => ({ path: `/downloads/thank-you/${jsonName}`, params: { jsonName } })),
    },
    section,
  ),
  page({ name: "free-trial", path: "/home-security/free-trials/products/:jsonName" }, section),
  page(
    { name: "auto-renewal-service", path: "/home-security/auto-renewal-service", aliases: ["/auto-renewal-service"] },
    section,
  ),
  page({ name: "premium-services", path: "/home-security/premium-services" }, section),
  page(
    {
      name: "premium-service",
      path: "/home-security/premium-services/:serviceName",
      aliases: premiumServices.map((serviceName) => ({ path: `/premium-services/${serviceName}`, params: { serviceName } })),
    },
    section,
  ),
  page({ name: "premium-service-faq", path: "/home-security/premium-service-faq" }, section),
  page({ name: "premium-installation-faq", path: "/home-security/premium-installation-faq" }, section),
  page({ name: "special-offers", path: "/home-security/special-offers" }, section),
  page({ name: "special-offer", path: "/home-security/special-offers/:offerName" }, section),
  page({ name: "payment-and-shipping", path: "/home-security/payment-and-shipping" }, section),
  page({ name: "order-online", path: "/home-security/order-online" }, section),
  page({ name: "how-to-buy", path: "/home-security/how-to-buy" }, section),
  page({ name: "gaming-offer", path: "/home-security/gaming-offer" }, section),
  page({ name: "b2c-resource-center", path: "/resource-center" }, section),
  page({ name: "b2c-resource-center.category", path: "/resource-center/:category" }, section),
  page({ name: "b2c-resource-center.category-details", path: "/resource-center/:category/*" }, section),
  ...freeTools.map(([name, segment, aliases]) =>
    page({ name, path: `/b2c-tools/${segment}`, content: `b2c-tools/${segment.toLowerCase()}`, aliases }, section),
  ),
  ...productThankYous.map((product) => page({ name: `${product}-thank-you`, path: `/b2c-tools/${product}/thank-you` }, section)),
];
