/** Product spec §9 (docs/product/product-spec.md): the testimonials carousel moves on every 5000 ms. Its own module so the e2e tests can read it without the component. */
export const AUTOPLAY_MS = 5000;
