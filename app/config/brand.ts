/**
 * The vendor is fictional; its name lives here and nowhere else. Content documents say `{brand}`
 * and the content service fills it in, so renaming the vendor is a one-line change.
 */
export const brand = {
  name: "Bastion",
  legalName: "Bastion Software Ltd.",
  /** Registrable domain of the production sites; each locale is a host under it. */
  domain: "bastion.example",
  /** ja-jp sends most consumer pages to this external store (spec 1 §4). */
  japanConsumerStore: "https://store.bastion.example/ja-jp/",
} as const;
