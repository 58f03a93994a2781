/** Tables of the domain migration (0002): menu, orders, reservations, coupons, points, billing, content. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the domain migration
export type DomainTables = {};
