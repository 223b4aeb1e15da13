import type { BuyBlockView } from "../buy-block/view";

/** One price of the kids product: the auto-renew and the one-off variant. */
export interface KidsPriceView {
  id: number;
  autorenew: boolean;
  price: string;
  priceStriked: string | null;
  termLabel: string;
  /** For the auto-renewing variant: the sentence saying what it renews at after its first term. */
  renewalText: string | null;
  link: string | null;
}

/**
 * The kids product's buy block as its component receives it. `state`: `inactive` when the price
 * list is not active (no buy option), `missing` when no price exists in the chosen currency,
 * `unavailable` in a barred country, else `ready`.
 */
export interface KidsBuyBlockView {
  type: "kids-buy-block";
  id?: string;
  heading?: string;
  text?: string;
  state: "ready" | "inactive" | "missing" | "unavailable";
  message: string | null;
  autorenewOffered: boolean;
  /** The auto-renew box's state: on by default, or as the no-JavaScript form sent it. */
  autorenew: boolean;
  prices: KidsPriceView[];
  currency: BuyBlockView["currency"];
  texts: {
    buyText: string;
    autorenew: string;
    currency: string;
    update: string;
    error: string;
    popupTitle: string;
    popupText: string;
    close: string;
  };
}
