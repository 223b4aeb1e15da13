import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection } from "../types";

/** Attack simulations an organisation can run against itself (phishing, ransomware drills). */
export function SimulatedAttacks({ block, context }: { block: BlockOf<"simulated-attacks">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ol className="enterprise-cards enterprise-attacks">
        {block.attacks.map((attack) => (
          <li key={attack.title} className="enterprise-card enterprise-attack">
            <h3 className="enterprise-card__title">{attack.title}</h3>
            <p>{attack.text}</p>
            {(attack.technique || attack.duration) && (
              <p className="enterprise-attack__meta">
                {attack.technique && (
                  <a
                    className="enterprise-attack__technique"
                    href={`https://attack.mitre.org/techniques/${attack.technique.replace(".", "/")}/`}
                  >
                    MITRE ATT&amp;CK {attack.technique}
                  </a>
                )}
                {attack.duration && <span>{attack.duration}</span>}
              </p>
            )}
          </li>
        ))}
      </ol>
      {block.action && (
        <p className="enterprise-attacks__action">
          <a className={`button button--${block.action.variant}`} href={block.action.href}>
            {block.action.label}
          </a>
        </p>
      )}
    </BlockSection>
  );
}

/** Security awareness modules, each with a link to its demo (a demo dialog may replace the link later). */
export function TrainingModules({ block, context }: { block: BlockOf<"training-modules">; context: BlockContext }) {
  const demo = context.translations?.trainingDemo ?? "Try the demo";
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="enterprise-section">
      <ul className="enterprise-cards enterprise-training">
        {block.modules.map((module) => (
          <li key={module.title} className="enterprise-card enterprise-training__module">
            <h3 className="enterprise-card__title">{module.title}</h3>
            {(module.audience || module.duration) && (
              <p className="enterprise-training__meta">{[module.audience, module.duration].filter(Boolean).join(" · ")}</p>
            )}
            <p>{module.text}</p>
            {module.demo && (
              <a className="text-link enterprise-training__demo" href={module.demo}>
                {demo}
                <span className="visually-hidden">: {module.title}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
