import { Icon } from "~/components/ui/icon";
import { ContentImage } from "../content-image";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

function Figures({ figures }: { figures: Array<{ value: string; label: string }> }) {
  if (figures.length === 0) return null;
  return (
    <dl className="enterprise-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="enterprise-figures__item">
          <dt className="enterprise-figures__label">{figure.label}</dt>
          <dd className="enterprise-figures__value">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EnterpriseBenefits({ block, context }: { block: BlockOf<"enterprise-benefits">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-benefits">
        {block.items.map((item) => (
          <li key={item.title} className="enterprise-card">
            {item.icon && (
              <span className="enterprise-card__icon">
                <Icon name={item.icon} />
              </span>
            )}
            <h3 className="enterprise-card__title">{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function EnterpriseOverview({ block, context }: { block: BlockOf<"enterprise-overview">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section enterprise-overview">
      <div className="enterprise-overview__body">
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
        <Figures figures={block.figures} />
      </div>
    </BlockSection>
  );
}

/**
 * Layers from the foundation up; the list reads top-down, so the top layer comes first. A layer's
 * class names its height above the foundation, which sets its width (no inline styles: the
 * content security policy allows none).
 */
export function EnterprisePyramid({ block, context }: { block: BlockOf<"enterprise-pyramid">; context: BlockContext }) {
  const levels = block.levels.map((level, index) => ({ ...level, step: index })).reverse();
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ol className="enterprise-pyramid" reversed>
        {levels.map((level) => (
          <li key={level.title} className={`enterprise-pyramid__level enterprise-pyramid__level--${level.step}`}>
            <div className="enterprise-pyramid__body">
              <h3 className="enterprise-pyramid__title">{level.title}</h3>
              <p className="enterprise-pyramid__text">{level.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}

export function EnterpriseRisk({ block, context }: { block: BlockOf<"enterprise-risk">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-risk">
        {block.risks.map((risk) => (
          <li key={risk.title} className={`enterprise-card enterprise-risk__item enterprise-risk__item--${risk.level}`}>
            <p className="enterprise-risk__rating">{risk.rating}</p>
            <h3 className="enterprise-card__title">{risk.title}</h3>
            <p>{risk.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function EnterpriseThreat({ block, context }: { block: BlockOf<"enterprise-threat">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="enterprise-section enterprise-threat">
      <div className="enterprise-threat__body">
        <div>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
          <Figures figures={block.figures} />
          {block.source && (
            <p className="enterprise-threat__source">
              <a className="text-link" href={block.source.href}>
                {block.source.label}
              </a>
            </p>
          )}
        </div>
        {block.image && <ContentImage className="enterprise-threat__image" image={block.image} />}
      </div>
    </BlockSection>
  );
}
