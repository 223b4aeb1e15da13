import { type BlockContext, BlockSection } from "../types";
import type { StatsWidgetView } from "./view";

/** The vendor's key figures (spec 3 §7 stats widget), numbers in the site's own notation. */
export function StatsWidgetBlock({ block, context }: { block: StatsWidgetView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="stats-widget">
      <dl className="stats-widget__list">
        {block.stats.map((stat) => (
          <div key={stat.label} className="stats-widget__item">
            <dt className="stats-widget__label">{stat.label}</dt>
            <dd className="stats-widget__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
