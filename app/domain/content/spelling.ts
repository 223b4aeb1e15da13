/**
 * The English sites share the global site's English, written with British spelling (licence,
 * organisation, centre) — the spelling of en-gb, en-au, en-in, en-za, en-ae and en-ca. The US site
 * reads those documents with American spelling instead, so a page it has no own copy of still
 * speaks its market's English. Pure.
 */

/** British → American, whole words; each entry stands for its capitalised forms too. */
const words: Record<string, string> = {
  licence: "license",
  licences: "licenses",
  organisation: "organization",
  organisations: "organizations",
  organisational: "organizational",
  organise: "organize",
  organised: "organized",
  organising: "organizing",
  recognise: "recognize",
  recognised: "recognized",
  recognises: "recognizes",
  realise: "realize",
  realised: "realized",
  prioritise: "prioritize",
  prioritised: "prioritized",
  optimise: "optimize",
  optimised: "optimized",
  optimising: "optimizing",
  customise: "customize",
  customised: "customized",
  personalise: "personalize",
  personalised: "personalized",
  minimise: "minimize",
  minimised: "minimized",
  maximise: "maximize",
  authorise: "authorize",
  authorised: "authorized",
  specialise: "specialize",
  specialised: "specialized",
  categorise: "categorize",
  utilise: "utilize",
  analyse: "analyze",
  analysed: "analyzed",
  analyses: "analyzes",
  analysing: "analyzing",
  paralyse: "paralyze",
  catalogue: "catalog",
  colour: "color",
  colours: "colors",
  favourite: "favorite",
  favourites: "favorites",
  behaviour: "behavior",
  behaviours: "behaviors",
  behavioural: "behavioral",
  honour: "honor",
  labour: "labor",
  neighbour: "neighbor",
  neighbours: "neighbors",
  centre: "center",
  centres: "centers",
  centred: "centered",
  theatre: "theater",
  defence: "defense",
  defences: "defenses",
  offence: "offense",
  programme: "program",
  programmes: "programs",
  travelling: "traveling",
  travelled: "traveled",
  cancelled: "canceled",
  cancelling: "canceling",
  labelled: "labeled",
  labelling: "labeling",
  modelling: "modeling",
  enrol: "enroll",
  enrolment: "enrollment",
  fulfil: "fulfill",
  fulfilment: "fulfillment",
  instalment: "installment",
  instalments: "installments",
  cheque: "check",
  grey: "gray",
  ageing: "aging",
  judgement: "judgment",
  acknowledgement: "acknowledgment",
  whilst: "while",
  learnt: "learned",
  sceptical: "skeptical",
  practise: "practice",
};

const pattern = new RegExp(`\\b(${Object.keys(words).join("|")})\\b`, "gi");

function american(text: string): string {
  return text.replace(pattern, (word) => {
    const us = words[word.toLowerCase()] ?? word;
    if (word === word.toUpperCase() && word.length > 1) return us.toUpperCase();
    return word[0] === word[0]?.toUpperCase() ? us.charAt(0).toUpperCase() + us.slice(1) : us;
  });
}

/** Keys whose values are identifiers or addresses, never prose. */
const codeKeys = new Set([
  "href",
  "url",
  "src",
  "id",
  "type",
  "variant",
  "icon",
  "product",
  "template",
  "layout",
  "priceListId",
  "network",
  "anchor",
]);

/**
 * A document with American spelling in its prose: rich text outside its tags, never a link,
 * identifier or path.
 *
 * @example americanSpelling({ title: "Licence centre", href: "/licence" }) // { title: "License center", href: "/licence" }
 */
export function americanSpelling<T>(value: T, key?: string): T {
  if (typeof value === "string") {
    if ((key && codeKeys.has(key)) || /^(\/|https?:|mailto:|tel:)/.test(value)) return value;
    // Rich text: only the text between tags changes.
    return value.replace(/([^<>]+)(?=<|$)/g, (text) => american(text)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => americanSpelling(item, key)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([entry, item]) => [entry, americanSpelling(item, entry)])) as T;
  }
  return value;
}
