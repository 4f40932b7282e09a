/** A 1-5 rating as five stars, read out as its label ("Оценка 4 из 5"). Both colours pass 4.5:1 on white, as text must. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={label} className="inline-flex text-lg leading-none tracking-wider">
      <span className="text-amber-700">{'★'.repeat(filled)}</span>
      <span className="text-slate-500">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
