/**
 * What the video popup may embed, and from where: the Content-Security-Policy's `frame-src`
 * (`server/security.ts`) allows exactly these origins, and the block's schema accepts nothing else.
 */
export const youtubeEmbedOrigin = "https://www.youtube-nocookie.com";
export const mapEmbedOrigin = "https://www.openstreetmap.org";
export const embedOrigins = [youtubeEmbedOrigin, mapEmbedOrigin] as const;

/** A YouTube video id: eleven letters, digits, `-` or `_`. */
export const youtubeIdPattern = /^[\w-]{11}$/;

/** OpenStreetMap's embeddable map (its "Share → HTML" address). */
export const mapEmbedPattern = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?[\w.,=&%;-]+$/;

/**
 * The player's address for a video: the privacy-enhanced host, starting on opening (the visitor
 * asked for it), no related videos from other channels.
 *
 * @example youtubeEmbedSrc("Xb7kR2mQp4s") // "https://www.youtube-nocookie.com/embed/Xb7kR2mQp4s?autoplay=1&rel=0"
 */
export function youtubeEmbedSrc(id: string): string {
  return `${youtubeEmbedOrigin}/embed/${id}?autoplay=1&rel=0`;
}

/**
 * The video's own page, where the play control leads without JavaScript.
 *
 * @example youtubeWatchHref("Xb7kR2mQp4s") // "https://www.youtube.com/watch?v=Xb7kR2mQp4s"
 */
export function youtubeWatchHref(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
