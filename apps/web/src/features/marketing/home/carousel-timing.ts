/** Spec section 9: the testimonials carousel moves on every 5000 ms. Its own module so the e2e tests can read it without the component. */
export const AUTOPLAY_MS = 5000;
