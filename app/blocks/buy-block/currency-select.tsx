import type { BuyBlockView } from "./view";

/**
 * The currency selector of a buy block (spec 2 §9): changing it submits the block's form, so the
 * server answers with the prices in the new currency.
 */
export function CurrencySelect({ currency, label }: { currency: BuyBlockView["currency"]; label: string }) {
  return (
    <label className="buy-block__currency">
      <span>{label}</span>
      <select name="currency" defaultValue={currency.code} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {currency.choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
