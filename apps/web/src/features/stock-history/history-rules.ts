// What a day sold of an article: its sales movements, as a positive quantity (never "-0").
export const soldOf = (byType: Record<string, number>): number => Math.max(0, -(byType.sale ?? 0));
