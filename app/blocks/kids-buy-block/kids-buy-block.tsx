import { useState } from "react";
import { Form } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { BuyLink } from "../buy-block/buy-link";
import { CurrencySelect } from "../buy-block/currency-select";
import { type BlockContext, Heading } from "../types";
import type { KidsBuyBlockView } from "./view";

/** The auto-renew popup shows the first time the toggle is used in a session (spec 2 §4). */
const popupShownKey = "kids-autorenew-popup-shown";

/**
 * The kids product's buy block: its price (auto-renew variant when offered), the auto-renew
 * toggle with its one-time explanation popup, the currency selector (a form submission that
 * reloads the price), and the states of spec 2 §4.
 */
export function KidsBuyBlock({ block, context }: { block: KidsBuyBlockView; context: BlockContext }) {
  const [autorenew, setAutorenew] = useState(block.autorenew);
  const [popupOpen, setPopupOpen] = useState(false);
  const t = block.texts;
  const wanted = block.autorenewOffered && autorenew;
  const price = block.prices.find((p) => p.autorenew === wanted) ?? block.prices[0] ?? null;

  function toggle(checked: boolean) {
    setAutorenew(checked);
    if (!sessionStorage.getItem(popupShownKey)) {
      sessionStorage.setItem(popupShownKey, "1");
      setPopupOpen(true);
    }
  }

  return (
    <section className="container section" id={block.id}>
      <Form method="get" preventScrollReset className="buy-block buy-block--kids">
        {/* Tells the server this form was sent, so an unticked auto-renew box (no `ar`) means off. */}
        <input type="hidden" name="kids" value="1" />
        {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
        {block.text && <p>{block.text}</p>}
        {block.message && (
          <p className={block.state === "unavailable" ? "buy-block__unavailable" : "buy-block__note"} role="status">
            {block.message}
          </p>
        )}
        {price && (
          <>
            <div className="buy-block__summary" aria-live="polite">
              {price.priceStriked && <s className="buy-block__striked">{price.priceStriked}</s>}
              <span className="buy-block__price">{price.price}</span>
              <span className="buy-block__term">{price.termLabel}</span>
              {price.autorenew && price.renewalText && <span className="buy-block__renewal">{price.renewalText}</span>}
            </div>
            {block.autorenewOffered && (
              <label className="buy-block__autorenew">
                <input
                  type="checkbox"
                  name="ar"
                  value="1"
                  checked={autorenew}
                  onChange={(event) => toggle(event.target.checked)}
                />
                {t.autorenew}
              </label>
            )}
          </>
        )}
        {block.state !== "unavailable" && block.state !== "inactive" && block.currency.showSelector && (
          <CurrencySelect currency={block.currency} label={t.currency} />
        )}
        {(block.currency.showSelector || (block.autorenewOffered && price)) && block.state !== "unavailable" && (
          <button type="submit" className="button button--secondary buy-block__update">
            {t.update}
          </button>
        )}
        {price && <BuyLink link={price.link} label={t.buyText} error={t.error} />}
      </Form>
      {/* Its own button closes it (the one button the explanation needs). */}
      <Dialog open={popupOpen} onClose={() => setPopupOpen(false)} title={t.popupTitle} className="kids-popup">
        <p>{t.popupText}</p>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            {t.close}
          </button>
        </form>
      </Dialog>
    </section>
  );
}
