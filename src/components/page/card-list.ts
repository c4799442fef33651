/**
 * The class of a card in a list of cards (the services', the projects'): from the fourth on, below the
 * first row on any screen and on a phone beyond the first two and a half screens, a card is rendered
 * only as it comes near (render-when-visible); its placeholder is about a card's height.
 */
export const cardClass = (index: number) => (index >= 3 ? "render-when-visible [--section-height:500px]" : undefined);
