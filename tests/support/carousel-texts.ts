/** What every carousel's controls say on an English site (en-global's `localization/general-translations.json`). */
export const englishCarouselTexts = {
  carousel: "carousel",
  slide: "slide",
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slide show",
  play: "Play slide show",
} as const;
