// The sharing image of the home page and blog posts, as an absolute URL on the marketing remote
// (rspack turns `new URL(..., import.meta.url)` into an emitted asset).
export const SOCIAL_CARD_URL = new URL('./social-card.png', import.meta.url).href;
