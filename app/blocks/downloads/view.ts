import type { Platform } from "~/domain/downloads/types";
import type { ActionView } from "../actions.server";
import type { Image } from "../schemas.server";

/**
 * The download blocks as components receive them: resolved on the server (files, platform,
 * language, country rules) with every text formatted in the site's language.
 */

/** One file to download. `sha256` is null when the link goes elsewhere (an override). */
export interface FileView {
  href: string;
  fileName: string;
  /** Formatted, e.g. "164 kB". */
  size: string;
  sha256: string | null;
  languageCode: string;
  languageName: string;
}

/** An installer of the current platform: one release of one application. */
export interface InstallerView {
  key: string;
  title: string;
  /** "Version 127.0.1.412"; null where the version is not shown (spec 3 §4). */
  versionText: string | null;
  /** The version for the data layer, shown or not. */
  version: string;
  releasedText: string;
  /** "macOS 13 or later". */
  requiresText: string | null;
  platform: Platform;
  /** The download link's text: "Download for Windows". */
  downloadLabel: string;
  file: FileView;
}

/** Other link types of the current platform: documents, release notes, plug-ins… */
export interface ExtraView {
  linksType: string;
  label: string;
  links: Array<{ href: string; text: string; detail: string }>;
}

export interface StoreLinkView {
  store: "google-play" | "app-store";
  href: string;
  label: string;
}

export interface CrossSellView {
  heading: string;
  text: string;
  image?: Image;
  action: ActionView | null;
  dismissLabel: string;
}

/** How a download starts (spec 2 §4): directly, after the e-mail form, with the cross-sell popup. */
export interface BehaviourView {
  /** The form page in the dialog's iframe, with the product (and, client side, this page's origin). */
  formUrl: string | null;
  formWidth: number;
  formHeight: number;
  startOnClose: boolean;
  crossSell: CrossSellView | null;
}

/** The data-layer `download` event (no personal data). */
export interface DownloadEvent {
  event: "download";
  product: string;
  platform: Platform;
  version: string;
}

/** Texts every download component may show. */
export interface DownloadUiTexts {
  downloadButton: string;
  fileLabel: string;
  sizeLabel: string;
  checksumLabel: string;
  checksumHint: string;
  starting: string;
  close: string;
  formDialogTitle: string;
}

export interface PlatformLink {
  platform: Platform;
  label: string;
  href: string;
  current: boolean;
}

export interface DownloadItemView {
  id: string;
  product: string;
  title: string;
  /** The prohibited message of spec 2 §6 instead of any link; null when the visitor may download. */
  prohibited: string | null;
  platforms: PlatformLink[];
  platformsLabel: string;
  platform: Platform | null;
  installers: InstallerView[];
  stores: StoreLinkView[];
  /** A direct APK beside the store link. */
  extras: ExtraView[];
  /** "There is no download for macOS yet." when the platform has nothing. */
  empty: string | null;
  behaviour: BehaviourView;
}

export interface DownloadListView {
  type: "download-list";
  id?: string;
  heading?: string;
  intro?: string;
  items: DownloadItemView[];
  /** The language switch, when the items' files come in more than one language. */
  languages: LanguageSwitchView | null;
  texts: DownloadUiTexts;
}

export interface LanguageSwitchView {
  label: string;
  submit: string;
  current: string;
  choices: Array<{ code: string; name: string }>;
  /** The `os` choice, kept by the switch. */
  os: Platform | null;
}

export interface DownloadThankYouView {
  type: "download-thank-you";
  id?: string;
  product: string;
  prohibited: string | null;
  /** "Your download of … starts automatically." */
  status: string;
  autoDownload: boolean;
  showDialog: boolean;
  /** The file this page downloads; null when there is none for the platform. */
  primary: InstallerView | null;
  /** Kismac: each major version's newest disk image (spec 2 §5), newest first. */
  versions: InstallerView[];
  versionsHeading: string | null;
  notStarted: string;
  direct: string;
  otherPlatforms: { label: string; links: PlatformLink[] } | null;
  empty: string | null;
  behaviour: BehaviourView;
  texts: DownloadUiTexts;
}

export interface PackageDownloadView {
  type: "package-download";
  id?: string;
  heading: string;
  /** "ready" with the package, or "failed" with the message. */
  message: string;
  package: {
    href: string;
    fileName: string;
    size: string | null;
    sha256: string | null;
    details: Array<{ label: string; value: string }>;
  } | null;
  texts: DownloadUiTexts;
}
