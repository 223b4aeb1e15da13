import type { ContentService } from "~/domain/content/service.server";
import { gateAction } from "~/domain/pages/action-gate";
import { isTrialHidden, type TrialFlags, type TrialPageType, type TrialSettings } from "~/domain/pages/trial-rules";
import type { Site } from "~/sites/locales";
import type { Action } from "./schemas.server";

/** An action as components render it: a link, or the unavailable text that replaces a barred one. */
export interface LinkView {
  label: string;
  href: string;
  variant?: Action["variant"];
}
export interface UnavailableView {
  unavailable: string;
}
export type ActionView = LinkView | UnavailableView;

/** What resolving actions needs: documents, the site, the visitor's country and the page's type. */
export interface ActionContext {
  content: ContentService;
  site: Site;
  country: string | null;
  /** Spec 2 §6 page type of the page being rendered; null for pages of no type. */
  pageType?: TrialPageType | null;
}

type GatedAction = Pick<Action, "label" | "href" | "product" | "trial"> & { variant?: Action["variant"] };

/**
 * Resolves the product references of a page's actions (spec 2 §6): trial buttons the product's
 * flags hide on this page type are dropped, actions for a product the visitor's country is barred
 * from become the site's unavailable text (`buyblock_not_available_msg`, spec 2 §8). One resolver
 * per page: documents are read once, and only when an action names a product.
 */
export function createActionResolver(context: ActionContext) {
  const { content, site } = context;
  const pageType = context.pageType ?? null;
  const flags = new Map<string, Promise<TrialFlags | null>>();
  let settings: Promise<TrialSettings> | undefined;
  let unavailableText: Promise<string> | undefined;

  const flagsOf = (product: string) => {
    let found = flags.get(product);
    if (!found) {
      found = content
        .getDocument(site.locale, `home-security/products/${product}/${product}.json`, "product")
        .then((document) => document?.document.fields ?? null);
      flags.set(product, found);
    }
    return found;
  };
  const settingsOf = () => {
    settings ??= content
      .requireDocument(site.locale, "localization/general-settings.json", "general-settings")
      .then((found) => found.document.fields);
    return settings;
  };
  const unavailableTextOf = () => {
    unavailableText ??= content
      .requireDocument(site.locale, "localization/buyblock-texts.json", "buyblock-texts")
      .then((found) => found.document.fields.buyblock_not_available_msg);
    return unavailableText;
  };

  async function view(action: GatedAction): Promise<ActionView | null> {
    if (action.product) {
      const trial = action.trial ? await Promise.all([flagsOf(action.product), settingsOf()]) : null;
      const gate = gateAction(action, {
        country: context.country,
        locale: site.locale,
        pageType,
        flags: trial?.[0] ?? null,
        settings: trial?.[1] ?? { hideTrialOnLicencePages: false },
      });
      if (gate === "hide") return null;
      if (gate === "unavailable") return { unavailable: await unavailableTextOf() };
    }
    return action.variant
      ? { label: action.label, href: action.href, variant: action.variant }
      : { label: action.label, href: action.href };
  }

  return {
    /** One action, or undefined when it is hidden. */
    async one(action: GatedAction): Promise<ActionView | undefined> {
      return (await view(action)) ?? undefined;
    },
    /** A block's actions, hidden ones dropped; several barred actions show the unavailable text once. */
    async list(actions: readonly GatedAction[]): Promise<ActionView[]> {
      const views = await Promise.all(actions.map(view));
      return views.filter(
        (entry, index): entry is ActionView =>
          entry !== null && (!("unavailable" in entry) || views.findIndex((other) => other && "unavailable" in other) === index),
      );
    },
    /** Whether a product's trial link is hidden on this page (product cards). */
    async hidesTrial(productFlags: TrialFlags): Promise<boolean> {
      if (pageType === null) return false;
      return isTrialHidden(productFlags, pageType, await settingsOf());
    },
  };
}

export type ActionResolver = ReturnType<typeof createActionResolver>;
