import { page, type RouteEntry } from "../types";

const enterprise = { section: "enterprise" } as const;
const smb = { section: "smb" } as const;
const vsb = { section: "vsb" } as const;
const other = { section: "other" } as const;

/** Enterprise solutions with a page of their own (spec 1 §2.5); served by `enterprise-solution`. */
export const enterpriseSolutions = [
  "endpoint",
  "virtualization",
  "mobile",
  "anti-targeted-attacks",
  "threat-management",
  "intelligence-services",
  "data-center",
  "fraud-prevention",
  "cloud-security",
  "aws",
  "security-operations-center",
  "cybersecurity-services",
  "ddos-protection",
  "blockchain-security",
  "iot",
  "industrial",
  "transportation",
];

/** Enterprise industries (spec 1 §2.5); served by `enterprise-industry`. */
export const enterpriseIndustries = [
  "government",
  "finance",
  "industrial",
  "healthcare",
  "telecom",
  "transportation",
  "retail",
  "national",
];

/** Enterprise, small-to-medium business, very small business and partners (spec 1 §2.5, §2.7; spec 2 §2; spec 3 §2). */
export const businessRoutes: RouteEntry[] = [
  page({ name: "enterprise-home", path: "/enterprise-security", aliases: ["/enterprise"] }, enterprise),
  page({ name: "enterprise-resources", path: "/enterprise-security/resources" }, enterprise),
  page({ name: "enterprise-case-studies", path: "/enterprise-security/resources/case-studies" }, enterprise),
  page({ name: "enterprise-resource", path: "/enterprise-security/resources/:productName" }, enterprise),
  page({ name: "enterprise-contact", path: "/enterprise-security/contact" }, enterprise),
  page({ name: "enterprise-contact-thank-you", path: "/enterprise-security/contact/thank-you" }, enterprise),
  page({ name: "enterprise-edr-piloting", path: "/enterprise-security/endpoint-detection-response-piloting" }, enterprise),
  page(
    { name: "enterprise-edr-download", path: "/enterprise-security/endpoint-detection-response-piloting/download" },
    enterprise,
  ),
  page({ name: "enterprise-solutions", path: "/enterprise-security/solutions" }, enterprise),
  page(
    {
      name: "enterprise-solution",
      path: "/enterprise-security/solutions/:solution",
      aliases: enterpriseSolutions.map((solution) => ({ path: `/enterprise-security/${solution}`, params: { solution } })),
    },
    enterprise,
  ),
  page({ name: "enterprise-industries", path: "/enterprise-security/industries" }, enterprise),
  page({ name: "enterprise-industry", path: "/enterprise-security/industries/:industry" }, enterprise),
  page({ name: "enterprise-products", path: "/enterprise-security/products" }, enterprise),
  page({ name: "enterprise-gdpr", path: "/enterprise-security/products/gdpr", aliases: ["/gdpr"] }, enterprise),
  page(
    { name: "enterprise-gdpr-contact", path: "/enterprise-security/products/gdpr/contact", aliases: ["/gdpr/contact"] },
    enterprise,
  ),
  page(
    {
      name: "enterprise-gdpr-white-paper",
      path: "/enterprise-security/products/gdpr/white-paper",
      aliases: ["/gdpr/white-paper"],
    },
    enterprise,
  ),
  page({ name: "enterprise-product", path: "/enterprise-security/products/:productName" }, enterprise),
  page({ name: "enterprise-services", path: "/enterprise-security/services" }, enterprise),
  page({ name: "enterprise-service", path: "/enterprise-security/services/:serviceName" }, enterprise),
  page({ name: "enterprise-wiki-section", path: "/enterprise-security/wiki-section/*" }, enterprise),
  page({ name: "partners", path: "/partners" }, other),
  page({ name: "partners-vas", path: "/partners/vas" }, other),
  page({ name: "partners-vas-contact", path: "/partners/vas/contact" }, other),
  page({ name: "partners-contact-thank-you", path: "/partners/contact/thank-you" }, other),
  page({ name: "partners-msp", path: "/partners/msp" }, other),
  page({ name: "partners-case-studies", path: "/partners/case-studies" }, other),
  page({ name: "partners-case-study", path: "/partners/case-studies/:story" }, other),
  page({ name: "smb-home", path: "/small-to-medium-business-security", aliases: ["/smb"] }, smb),
  page({ name: "smb-product-select", path: "/small-to-medium-business-security/endpoint-select" }, smb),
  page({ name: "smb-product-advanced", path: "/small-to-medium-business-security/endpoint-advanced" }, smb),
  page({ name: "smb-product-total", path: "/small-to-medium-business-security/total" }, smb),
  page({ name: "smb-product-cloud", path: "/small-to-medium-business-security/cloud" }, smb),
  page({ name: "smb-product-cloud-edition", path: "/small-to-medium-business-security/cloud/:edition" }, smb),
  page({ name: "smb-help-me-choose", path: "/small-to-medium-business-security/help-me-choose" }, smb),
  page({ name: "smb-downloads", path: "/small-to-medium-business-security/downloads" }, smb),
  page({ name: "smb-download", path: "/small-to-medium-business-security/downloads/:productName" }, smb),
  page({ name: "smb-download-thank-you", path: "/small-to-medium-business-security/downloads/thank-you/:productName" }, smb),
  page({ name: "smb-contact-us", path: "/small-to-medium-business-security/contact-us" }, smb),
  page({ name: "smb-how-to-buy", path: "/small-to-medium-business-security/how-to-buy" }, smb),
  page({ name: "smb-resources-center", path: "/small-to-medium-business-security/resources" }, smb),
  page({ name: "smb-resources-category", path: "/small-to-medium-business-security/resources/:category" }, smb),
  page({ name: "smb-resources-category.details", path: "/small-to-medium-business-security/resources/:category/*" }, smb),
  page({ name: "smb-targeted-solution", path: "/small-to-medium-business-security/solutions/:solution" }, smb),
  page({ name: "vsb-home", path: "/small-business-security" }, vsb),
  page({ name: "vsb-product", path: "/small-business-security/products/:productName" }, vsb),
  page({ name: "vsb-downloads", path: "/small-business-security/downloads" }, vsb),
  page({ name: "vsb-download-package", path: "/small-business-security/downloads/kart" }, vsb),
  page({ name: "vsb-download", path: "/small-business-security/downloads/:productName" }, vsb),
  page({ name: "vsb-download-success", path: "/small-business-security/downloads/thank-you/:productName" }, vsb),
  page({ name: "vsb-contact-us", path: "/small-business-security/contact-us" }, vsb),
];
