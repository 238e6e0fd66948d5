/** A size chart row as the product page, the admin editor and the API show it (cm; null: not measured). */
export type SizeChartEntry = {
  _id: string;
  category: string;
  size: string;
  chestCm: number | null;
  waistCm: number | null;
  lengthCm: number | null;
};
