import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { availability, businessPackEntry, samePack, sameTerm, selectPriceOption } from "~/domain/pricing/rules";
import { type BlockContext, Heading } from "../types";
import { BuyLink } from "./buy-link";
import { CurrencySelect } from "./currency-select";
import type { BuyBlockSelection, BuyBlockView, BuyOptionView, BuyProductView } from "./view";

/** An unavailable choice highlights its selector for one second (spec 2 §9). */
export const highlightMs = 1000;
/** Unchecking auto-renew is tracked once per session (spec 2 §4). */
const autorenewTrackedKey = "bb-autorenew-unchecked-tracked";

function optionsOf(block: BuyBlockView, selection: BuyBlockSelection): BuyOptionView[] {
  const product: BuyProductView = block.bundle && selection.product === block.bundle.name ? block.bundle : block.product;
  return product.options.filter((option) => (selection.tab === "month" ? option.monthly : !option.monthly));
}

function chooseOption(options: BuyOptionView[], selection: BuyBlockSelection, block: BuyBlockView) {
  return selectPriceOption(options, {
    pack: selection.pack,
    term: selection.term,
    autorenew: selection.autorenew,
    locale: block.locale,
  });
}

/**
 * The buy block (spec 2 §4): pack × term × auto-renew choose a price option of the product (or
 * its bundle), whose cart link is the buy button. Variants: one-price, radio (product page),
 * dropdown and vsb-dropdown. It is a GET form: without JavaScript, "Update" re-renders the block
 * on the server with the chosen option; with JavaScript, choices update in place. A currency
 * change submits the form, so the server reloads the prices.
 */
export function BuyBlock(props: { block: BuyBlockView; context: BlockContext }) {
  // New prices (another currency) start a fresh selection.
  return <BuyBlockForm key={`${props.block.currency.code}:${JSON.stringify(props.block.selection)}`} {...props} />;
}

function BuyBlockForm({ block, context }: { block: BuyBlockView; context: BlockContext }) {
  const [selection, setSelection] = useState<BuyBlockSelection>(block.selection);
  const [highlight, setHighlight] = useState<"pack" | "term" | null>(null);
  /** Once the visitor changes a choice in the browser, the server's note about its adjustment is stale. */
  const [touched, setTouched] = useState(false);
  /** Business pack entry: what was typed, and whether it was adjusted or is an error. */
  const [entry, setEntry] = useState<{ text: string; adjusted: boolean; error: boolean }>({
    text: String(block.selection.pack),
    adjusted: false,
    error: false,
  });
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  // While new prices load (a currency change), the block shows it is busy.
  const loading = useNavigation().state === "loading";
  const t = block.texts;
  if (block.state === "unavailable") {
    return (
      <section className="container section" id={block.id}>
        <div className="buy-block buy-block--unavailable">
          {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
          <p className="buy-block__unavailable" role="status">
            {block.unavailableText}
          </p>
        </div>
      </section>
    );
  }

  const product = block.bundle && selection.product === block.bundle.name ? block.bundle : block.product;
  const hasMonthly = product.options.some((option) => option.monthly);
  const options = optionsOf(block, selection);
  const chosen = chooseOption(options, selection, block);
  const { packs, terms } = availability(options, selection);

  function flash(which: "pack" | "term") {
    setHighlight(which);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlight(null), highlightMs);
  }

  /**
   * Applies a choice. When the new pack (or term) has no option with the current term (or
   * pack), the other choice moves to one that fits and its selector is highlighted.
   */
  function choose(change: Partial<BuyBlockSelection>) {
    setTouched(true);
    const next = { ...selection, ...change };
    const nextOptions = optionsOf(block, next);
    if (!chooseOption(nextOptions, next, block)) {
      const movedTerm = change.pack === undefined && change.term !== undefined;
      const fitting = nextOptions.find((option) =>
        movedTerm ? sameTerm(option.term, next.term) : samePack(option.pack, next.pack),
      );
      const first = fitting ?? nextOptions[0];
      if (first) {
        if (movedTerm) next.pack = first.pack;
        else if (change.pack !== undefined) next.term = first.term;
        else {
          next.pack = first.pack;
          next.term = first.term;
        }
        flash(movedTerm ? "pack" : "term");
      }
    }
    setSelection(next);
  }

  function onAutorenew(checked: boolean) {
    if (!checked && !sessionStorage.getItem(autorenewTrackedKey)) {
      sessionStorage.setItem(autorenewTrackedKey, "1");
      window.dataLayer ??= [];
      window.dataLayer.push({ event: "autorenew_unchecked", product: product.name });
    }
    choose({ autorenew: checked });
  }

  function onPackEntry(text: string) {
    const numericPacks = packs.map(({ pack }) => Number(pack)).filter((pack) => Number.isFinite(pack));
    const result = businessPackEntry(text, {
      min: Math.min(...numericPacks),
      max: Math.max(...numericPacks),
      packs: numericPacks,
      customLocale: block.customLocale,
    });
    setEntry({ text, adjusted: result.adjusted !== null, error: result.error });
    if (result.pack !== null) choose({ pack: result.pack });
  }

  /** A pack as the server worded it for this site ("3 devices", "5 устройств"). */
  const packLabel = (pack: number | string) =>
    block.product.options.concat(block.bundle?.options ?? []).find((option) => samePack(option.pack, pack))?.packLabel ??
    String(pack);
  /** A pack all of whose options in this tab are past the default rows or the group limit. */
  const isMorePack = (pack: number | string) => {
    const ofPack = options.filter((option) => samePack(option.pack, pack));
    return ofPack.length > 0 && ofPack.every((option) => option.more);
  };
  /** Beside the field the server moved because the submitted combination does not exist. */
  const adjustedNote = (field: "pack" | "term" | "tab") =>
    block.adjusted === field && !touched ? (
      <span className="buy-block__note" role="status">
        {t.choiceAdjusted}
      </span>
    ) : null;
  const packRow = ({ pack, available }: { pack: number | string; available: boolean }) => (
    <label key={String(pack)} className={`buy-block__row${samePack(pack, selection.pack) ? " is-selected" : ""}`}>
      <input
        type="radio"
        name="pack"
        value={String(pack)}
        checked={samePack(pack, selection.pack)}
        disabled={!available}
        onChange={() => choose({ pack })}
      />
      <span className="buy-block__row-label">{packLabel(pack)}</span>
      <span className="buy-block__row-price">{available ? chooseOption(options, { ...selection, pack }, block)?.price : ""}</span>
    </label>
  );
  const packOption = ({ pack, available }: { pack: number | string; available: boolean }) => (
    <option key={String(pack)} value={String(pack)} disabled={!available}>
      {packLabel(pack)}
    </option>
  );
  const termOf = (term: number | string) => options.find((option) => sameTerm(option.term, term))?.termLabel ?? String(term);

  return (
    <section className="container section" id={block.id}>
      <Form
        method="get"
        action={block.form?.action}
        preventScrollReset
        className={`buy-block buy-block--${block.variant}${loading ? " is-loading" : ""}`}
        aria-label={product.title}
        aria-busy={loading}
      >
        {/* The block's own product names the block; `bundle=1` (the box below) chooses its bundle. */}
        <input type="hidden" name="product" value={block.product.name} />
        {block.form?.keep.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <div className="buy-block__head">
          {block.image && (
            <img
              className="buy-block__image"
              src={block.image.src}
              alt=""
              width={block.image.width}
              height={block.image.height}
            />
          )}
          <div>
            {block.heading ? (
              <Heading level={context.headingLevel}>{block.heading}</Heading>
            ) : (
              <p className="buy-block__title">{product.title}</p>
            )}
            {block.bundle && (
              <label className="buy-block__bundle">
                <input
                  type="checkbox"
                  name="bundle"
                  value="1"
                  checked={selection.product === block.bundle.name}
                  onChange={(event) =>
                    choose({ product: event.target.checked && block.bundle ? block.bundle.name : block.product.name })
                  }
                />
                {t.bundleToggle}
                {block.bundle.promo && <span className="buy-block__promo">{block.bundle.promo}</span>}
              </label>
            )}
          </div>
        </div>

        {hasMonthly && block.variant !== "one-price" && (
          <fieldset className="buy-block__tabs">
            <legend className="visually-hidden">{t.term}</legend>
            {(["year", "month"] as const).map((tab) => (
              <label key={tab} className={`buy-block__tab${selection.tab === tab ? " is-selected" : ""}`}>
                <input type="radio" name="tab" value={tab} checked={selection.tab === tab} onChange={() => choose({ tab })} />
                {tab === "year" ? t.yearly : t.monthly}
              </label>
            ))}
            {adjustedNote("tab")}
          </fieldset>
        )}

        {block.variant === "radio" && (
          <fieldset className={`buy-block__choices${highlight === "pack" ? " is-flash" : ""}`}>
            <legend>{t.devicesHeading}</legend>
            {packs.filter(({ pack }) => !isMorePack(pack)).map(packRow)}
            {packs.some(({ pack }) => isMorePack(pack)) && (
              <details className="buy-block__more" open={isMorePack(selection.pack) || undefined}>
                <summary>{t.moreOptions}</summary>
                {packs.filter(({ pack }) => isMorePack(pack)).map(packRow)}
              </details>
            )}
            {adjustedNote("pack")}
          </fieldset>
        )}

        {block.variant !== "one-price" && (
          <div className="buy-block__selects">
            {block.variant === "vsb-dropdown" && (
              <label className={`buy-block__select${highlight === "pack" ? " is-flash" : ""}`}>
                <span>{t.devicesHeading}</span>
                <input
                  type="number"
                  name="pack"
                  inputMode="numeric"
                  min={packs[0] ? String(packs[0].pack) : undefined}
                  value={entry.text}
                  aria-invalid={entry.error}
                  aria-describedby={`${block.id ?? "bb"}-pack-note`}
                  onChange={(event) => setEntry({ ...entry, text: event.target.value })}
                  onBlur={(event) => onPackEntry(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      onPackEntry(event.currentTarget.value);
                    }
                  }}
                />
                <span id={`${block.id ?? "bb"}-pack-note`} className={entry.error ? "buy-block__error" : "buy-block__note"}>
                  {entry.error ? t.packError : entry.adjusted ? (t.packAdjusted[String(selection.pack)] ?? "") : ""}
                </span>
              </label>
            )}
            {block.variant === "dropdown" && (
              <label className={`buy-block__select${highlight === "pack" ? " is-flash" : ""}`}>
                <span>{t.devicesHeading}</span>
                <select name="pack" value={String(selection.pack)} onChange={(event) => choose({ pack: event.target.value })}>
                  {packs.filter(({ pack }) => !isMorePack(pack)).map(packOption)}
                  {packs.some(({ pack }) => isMorePack(pack)) && (
                    <optgroup label={t.moreOptions}>{packs.filter(({ pack }) => isMorePack(pack)).map(packOption)}</optgroup>
                  )}
                </select>
                {adjustedNote("pack")}
              </label>
            )}
            <label className={`buy-block__select${highlight === "term" ? " is-flash" : ""}`}>
              <span>{t.term}</span>
              <select name="term" value={String(selection.term)} onChange={(event) => choose({ term: event.target.value })}>
                {terms.map(({ term, available }) => (
                  <option key={String(term)} value={String(term)} disabled={!available}>
                    {termOf(term)}
                  </option>
                ))}
              </select>
              {adjustedNote("term")}
            </label>
          </div>
        )}

        {block.variant === "one-price" && (
          <>
            <input type="hidden" name="pack" value={String(selection.pack)} />
            <input type="hidden" name="term" value={String(selection.term)} />
          </>
        )}

        {block.showAutorenew && (
          <label className="buy-block__autorenew">
            {/* The box shows what the chosen plan does; where matching ignores it, it cannot change that. */}
            <input
              type="checkbox"
              name="ar"
              value="1"
              checked={chosen?.autorenew ?? selection.autorenew}
              disabled={block.autorenewFollowsPlan}
              onChange={(event) => onAutorenew(event.target.checked)}
            />
            {t.autorenew}
          </label>
        )}

        {block.currency.showSelector && <CurrencySelect currency={block.currency} label={t.currency} />}

        <button type="submit" className="button button--secondary buy-block__update">
          {t.update}
        </button>

        <div className="buy-block__summary" aria-live="polite">
          {chosen?.priceStriked && <s className="buy-block__striked">{chosen.priceStriked}</s>}
          <span className="buy-block__price">{chosen?.price}</span>
          {chosen?.saving && <span className="buy-block__saving">{chosen.saving}</span>}
          {chosen && <span className="buy-block__term">{`${packLabel(chosen.pack)} · ${chosen.termLabel}`}</span>}
          {chosen?.autorenew && chosen.renewalText && <span className="buy-block__renewal">{chosen.renewalText}</span>}
        </div>
        {!entry.error && <BuyLink link={chosen?.link} label={t.buyText} error={t.error} />}
        {t.limitWarning && <p className="buy-block__warning">{t.limitWarning}</p>}
        {t.disclaimer && <p className="buy-block__disclaimer">{t.disclaimer}</p>}
      </Form>
    </section>
  );
}
