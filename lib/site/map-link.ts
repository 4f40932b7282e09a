/** A clinic's map link: its own map URL, else an OpenStreetMap pin at its coordinates, else none (the contacts page's and the booking confirmation's). */
export function clinicMapHref(company: { mapUrl: string | null; latitude: string | null; longitude: string | null }): string | null {
  if (company.mapUrl) return company.mapUrl;
  const { latitude, longitude } = company;
  return latitude && longitude ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}` : null;
}
