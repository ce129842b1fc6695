/**
 * The unique-in rule of SPEC §5 "Forms in general": `value` must not appear at any index of
 * `list` other than its own `index`. An empty value is valid.
 */
export function isUniqueIn(value: string, list: string[], index: number): boolean {
  if (value === "") return true;
  return list.every((item, i) => i === index || item !== value);
}
