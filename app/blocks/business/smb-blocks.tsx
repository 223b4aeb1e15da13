import { ActionLink, TextLink } from "../action-link";
import type { BlockOf } from "../schemas.server";
import { type BlockContext, BlockSection, Heading } from "../types";
import type { appPlatforms } from "./schemas.server";
import type { TargetedSolutionsView } from "./view";

type Platform = (typeof appPlatforms)[number];

/** Platform names are the makers' own, the same in every language. */
const platformNames: Record<Platform, string> = {
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
  android: "Android",
  ios: "iOS",
  web: "Web",
};

/** 24×24 outline glyphs of the platforms, decorative beside their names. */
const platformPaths: Record<Platform, string> = {
  windows: "M3.5 5.5 10.5 4.5v7h-7zm9-1.3L20.5 3v8.5h-8zM3.5 12.5h7v7l-7-1zm9 0h8V21l-8-1.2z",
  macos: "M4 5h16v11H4zM9 19.5h6M12 16v3.5",
  linux:
    "M12 3c-2.2 0-3.5 2-3.5 4.5 0 1.6.4 2.7-1 4.5-1.5 2-2.5 4-1.5 6.5M12 3c2.2 0 3.5 2 3.5 4.5 0 1.6-.4 2.7 1 4.5 1.5 2 2.5 4 1.5 6.5M7 21h10",
  android: "M6.5 10.5h11v8a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1zM6.5 9.5a5.5 5.5 0 0 1 11 0M8 4l1.5 2.5M16 4l-1.5 2.5",
  ios: "M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2",
  web: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
};

function PlatformIcon({ platform }: { platform: Platform }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={platformPaths[platform]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/** The business apps by platform: the protection agents and the consoles that manage them. */
export function SmbAppsBlock({ block, context }: { block: BlockOf<"smb-apps">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="smb-apps-block">
      <ul className="smb-apps">
        {block.apps.map((app) => (
          <li key={app.name} className="smb-app">
            <h3 className="smb-app__name">{app.name}</h3>
            <ul className="smb-app__platforms">
              {app.platforms.map((platform) => (
                <li key={platform} className="smb-app__platform">
                  <PlatformIcon platform={platform} />
                  {platformNames[platform]}
                </li>
              ))}
            </ul>
            <p className="smb-app__text">{app.text}</p>
            {app.link && <TextLink href={app.link.href}>{app.link.label}</TextLink>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** The business editions, one row each: who it is for, what it adds, where to go next. */
export function SmbProductListBlock({ block, context }: { block: BlockOf<"smb-product-list">; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="smb-products-block">
      <ol className="smb-products">
        {block.editions.map((product) => (
          <li key={product.name} className="smb-product">
            <div className="smb-product__text">
              {product.badge && <p className="smb-product__badge">{product.badge}</p>}
              <h3 className="smb-product__name">{product.name}</h3>
              <p className="smb-product__audience">{product.audience}</p>
              <p>{product.summary}</p>
              {product.features.length > 0 && (
                <ul className="check-list">
                  {product.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
            </div>
            <div className="actions smb-product__actions">
              {product.links.map((link) => (
                <ActionLink key={link.href} action={link} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}

/** Support information (editor HTML, sanitised when loaded) beside the ways to reach support. */
export function SupportHtmlBlock({ block, context }: { block: BlockOf<"support-html">; context: BlockContext }) {
  return (
    <section className="container section support-html" id={block.id}>
      {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
      <div className="support-html__inner">
        <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
        {block.channels.length > 0 && (
          <dl className="support-html__channels">
            {block.channels.map((channel) => (
              <div key={channel.label} className="support-html__channel">
                <dt>{channel.label}</dt>
                <dd>{channel.href ? <a href={channel.href}>{channel.value}</a> : channel.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

/** Targeted solutions in the template the page's header chose (`targeted-solutions-rules.ts`). */
export function TargetedSolutionsBlock({ block, context }: { block: TargetedSolutionsView; context: BlockContext }) {
  return (
    <BlockSection
      id={block.id}
      heading={block.heading}
      intro={block.intro}
      context={context}
      className={`targeted-solutions targeted-solutions--${block.template}`}
    >
      {block.template === "internet-gateway" ? (
        <GatewayLayers block={block} context={context} />
      ) : (
        <ul className="targeted-solutions__list">
          {block.items.map((item) => (
            <li key={item.title} className="targeted-solution">
              <div className="targeted-solution__text">
                <h3 className="targeted-solution__title">{item.title}</h3>
                <p>{item.text}</p>
                {item.features.length > 0 && (
                  <ul className="check-list">
                    {item.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                )}
              </div>
              {item.link &&
                (block.template === "buyblock" ? (
                  <ActionLink action={item.link} className="targeted-solution__buy" />
                ) : (
                  <TextLink href={item.link.href}>{item.link.label}</TextLink>
                ))}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}

/** The internet gateway's template: the layers traffic passes between the internet and the network. */
function GatewayLayers({ block, context }: { block: TargetedSolutionsView; context: BlockContext }) {
  return (
    <div className="gateway">
      <p className="gateway__end gateway__end--internet">{context.translations?.gatewayInternet ?? "Internet"}</p>
      <ol className="gateway__layers">
        {block.items.map((item) => (
          <li key={item.title} className="gateway__layer">
            <h3 className="targeted-solution__title">{item.title}</h3>
            <p>{item.text}</p>
            {item.features.length > 0 && (
              <ul className="gateway__features">
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {item.link && <TextLink href={item.link.href}>{item.link.label}</TextLink>}
          </li>
        ))}
      </ol>
      <p className="gateway__end gateway__end--network">{context.translations?.gatewayNetwork ?? "Your network"}</p>
    </div>
  );
}
