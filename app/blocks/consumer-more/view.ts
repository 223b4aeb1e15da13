import type { ActionView } from "../actions.server";
import type { ImageView } from "../content-image";

export interface SafeKidsView {
  type: "safe-kids";
  id?: string;
  heading: string;
  intro?: string;
  /** Each group's label ("Ages 3–7") written in the site's language. */
  ageGroups: Array<{ ages: string; label: string; title: string; points: string[] }>;
  /** The free product's actions, or the unavailable text where the visitor's country bars it. */
  actions: ActionView[];
}

export interface HomeFeaturedView {
  type: "home-featured";
  id?: string;
  heading?: string;
  items: Array<{
    title: string;
    text: string;
    image?: ImageView;
    link: { label: string; href: string };
  }>;
}

export interface BottomBarView {
  type: "bottom-bar";
  id?: string;
  campaign: string;
  text: string;
  link: { label: string; href: string };
  closeLabel: string;
}

export interface RescueChatView {
  type: "rescue-chat";
  id?: string;
  heading: string;
  text: string;
  contactHref: string;
  contactLabel: string;
  /** Null where the site has no live chat: the block is the contact link only. */
  chat: { loaderSrc: string; startLabel: string; loadingLabel: string } | null;
}

export type ConsumerMoreView = SafeKidsView | HomeFeaturedView | BottomBarView | RescueChatView;
