/** A section type as its badge shows it: history → History. */
export function sectionTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
