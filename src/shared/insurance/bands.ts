/**
 * The add-on age bands (sample, docs/design.md section 5): up to 30, 31 to 40, 41 to 50, 51 to 60,
 * 61 to 65, 66 to 70, 71 to 75, 76 to 80, 81 to 85. "Up to 30" starts at 0: a child can be
 * covered from birth. The seed makes one age-based add-on row per band.
 */
export const AGE_BANDS: ReadonlyArray<readonly [min: number, max: number]> = [
  [0, 30],
  [31, 40],
  [41, 50],
  [51, 60],
  [61, 65],
  [66, 70],
  [71, 75],
  [76, 80],
  [81, 85],
]
