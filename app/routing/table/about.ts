import { page, type RouteEntry } from "../types";

const section = { section: "about-section" } as const;

/** Stories that also have a short path of their own (spec 1 §2.3). */
const storyAliases = [
  "contactinfo",
  "data-protection",
  "fighting-crime",
  "law-enforcement-cooperation",
  "our-unique-experience-and-knowledge",
  "security-without-borders",
  "solutions-and-services",
  "transparency",
].map((jsonName) => ({ path: `/about/${jsonName}`, params: { jsonName } }));

/** Company information: about, team, careers, stories, policy blog, press (spec 1 §2.3). */
export const aboutRoutes: RouteEntry[] = [
  page({ name: "about", path: "/about" }, section),
  page({ name: "about-awards", path: "/about/awards" }, section),
  page({ name: "about-company", path: "/about/company" }, section),
  page({ name: "about-contact", path: "/about/contact" }, section),
  page({ name: "about-team", path: "/about/team" }, section),
  page({ name: "about-team-person", path: "/about/team/:personName" }, section),
  page({ name: "careers", path: "/about/careers" }, section),
  page({ name: "careers-faq", path: "/about/careers/faq" }, section),
  page({ name: "careers-details", path: "/about/careers/:careerName" }, section),
  page({ name: "about-story", path: "/about/stories/:jsonName", aliases: storyAliases }, section),
  page({ name: "policy-blog", path: "/about/policy-blog" }, section),
  page({ name: "policy-blog-category", path: "/about/policy-blog/:category" }, section),
  page({ name: "policy-blog-category.details", path: "/about/policy-blog/:category/*" }, section),
  page({ name: "press-releases", path: "/about/press-releases" }, section),
  page({ name: "press-releases.details", path: "/about/press-releases/*" }, section),
  page({ name: "press-center", path: "/about/press-center" }, section),
  page({ name: "press-center-gallery", path: "/about/press-center/gallery" }, section),
  page({ name: "press-center-gallery.details", path: "/about/press-center/gallery/*" }, section),
  page({ name: "press-center-contacts", path: "/about/press-center/contacts" }, section),
  page({ name: "press-center.details", path: "/about/press-center/*" }, section),
  page({ name: "in-the-news", path: "/about/in-the-news" }, section),
  page({ name: "in-the-news.details", path: "/about/in-the-news/*" }, section),
  page({ name: "motorsport", path: "/about/motorsport" }, section),
  page({ name: "about-newsroom", path: "/about/newsroom" }, section),
];
