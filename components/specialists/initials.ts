/** Up to two capital letters of a person's name ("Сейткали Айгерим Нурлановна" → "СА"): the avatar of a doctor without a photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
