import type { Image } from "../schemas.server";

export interface ComparisonChartView {
  type: "comparison-chart";
  id?: string;
  heading?: string;
  caption: string;
  products: Array<{
    name: string;
    title: string;
    image: Image;
    href: string;
    buyText: string;
    priceText?: string;
    highlight: boolean;
  }>;
  rows: Array<{ header: string; values: Array<boolean | string> }>;
  /** The first folded row (spec 3 §3 chartHidePastPoint); null when nothing folds. */
  hiddenFrom: number | null;
  texts: {
    previous: string;
    next: string;
    /** "Show all 12 features", formatted on the server. */
    showAll: string;
    showFewer: string;
    /** Per column: "Total Security, 2 of 3". */
    position: string[];
    included: string;
    notIncluded: string;
  };
}

export interface OtaInstallView {
  type: "ota-install";
  id?: string;
  heading?: string;
  text?: string;
  otaClientId: string;
  playHref: string;
  texts: { install: string; getOnPlay: string; unavailable: string; signingIn: string };
}
