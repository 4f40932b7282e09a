/**
 * A soft-focus picture of a clinic's reception for the demo clinics' homes, drawn here (no photo
 * of a real clinic may be bundled; docs/demo-photos.md): a light room in perspective, the window's
 * daylight, ceiling lights, waiting chairs, the desk in the clinic's colour and a plant out of
 * focus in front, with a little grain — close enough to a photograph at the sizes the home draws
 * it. sharp renders it (lib/seed/media.ts); its colours are the clinic's `accent`.
 */
export function receptionPicture({ accent, deep }: { accent: string; deep: string }): string {
  const W = 1500;
  const H = 1000;
  const lights = [260, 620, 980, 1300]
    .map((x, i) => `<ellipse cx="${x}" cy="${58 + i * 4}" rx="${70 - i * 6}" ry="12" fill="url(#lamp)" filter="url(#glow)"/>`)
    .join('');
  const chairs = [0, 1, 2, 3]
    .map((i) => {
      const x = 95 + i * 118;
      return `<g filter="url(#soft)"><rect x="${x}" y="560" width="100" height="92" rx="18" fill="#7b93a6"/><rect x="${x - 4}" y="640" width="108" height="46" rx="14" fill="#6a8396"/><rect x="${x + 10}" y="686" width="8" height="48" fill="#4b5b68"/><rect x="${x + 82}" y="686" width="8" height="48" fill="#4b5b68"/></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f5"/><stop offset="1" stop-color="#dfe6e4"/></linearGradient>
  <linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cfd9d7"/><stop offset="1" stop-color="#e9eeed"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8c7ad"/><stop offset="1" stop-color="#9c8263"/></linearGradient>
  <linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e8e8"/><stop offset="1" stop-color="#f7f8f8"/></linearGradient>
  <radialGradient id="sky" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#e8f4fb"/><stop offset="1" stop-color="#b9d8ea"/></radialGradient>
  <radialGradient id="bloom" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0.2"/></radialGradient>
  <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
  <linearGradient id="top" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbfbfa"/><stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#e7ebea"/></linearGradient>
  <linearGradient id="reflect" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}" stop-opacity="0.35"/><stop offset="1" stop-color="${deep}" stop-opacity="0"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  <filter id="glow" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="soft"><feGaussianBlur stdDeviation="1.4"/></filter>
  <filter id="far"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="near" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.07 0"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<polygon points="0,0 ${W},0 ${W - 120},110 120,110" fill="url(#ceiling)"/>
${lights}
<polygon points="0,0 120,110 120,760 0,${H}" fill="url(#side)"/>
<polygon points="${W},0 ${W - 120},110 ${W - 120},760 ${W},${H}" fill="url(#side)"/>
<g filter="url(#far)">
  <rect x="930" y="170" width="430" height="420" rx="6" fill="url(#sky)"/>
  <rect x="930" y="170" width="430" height="420" rx="6" fill="none" stroke="#ffffff" stroke-width="14"/>
  <rect x="1140" y="170" width="12" height="420" fill="#ffffff"/>
  <path d="M930 520 Q1010 470 1090 505 T1250 490 T1360 500 L1360 590 L930 590 Z" fill="#a9c7b4" opacity="0.7"/>
</g>
<ellipse cx="1145" cy="380" rx="330" ry="300" fill="url(#bloom)" filter="url(#glow)"/>
<polygon points="120,760 ${W - 120},760 ${W},${H} 0,${H}" fill="url(#floor)"/>
<polygon points="990,760 1380,760 1480,${H} 900,${H}" fill="#ffffff" opacity="0.18" filter="url(#near)"/>
<g filter="url(#far)">
  <rect x="520" y="210" width="300" height="150" rx="12" fill="#ffffff" opacity="0.9"/>
  <rect x="650" y="240" width="40" height="90" rx="6" fill="${accent}"/>
  <rect x="625" y="265" width="90" height="40" rx="6" fill="${accent}"/>
</g>
${chairs}
<g filter="url(#soft)">
  <polygon points="400,600 1010,600 1060,640 350,640" fill="url(#top)"/>
  <rect x="360" y="640" width="690" height="200" fill="url(#desk)"/>
  <rect x="360" y="640" width="690" height="10" fill="#000" opacity="0.12"/>
  <rect x="380" y="700" width="650" height="4" fill="#ffffff" opacity="0.18"/>
  <rect x="640" y="505" width="150" height="95" rx="6" fill="#28323a"/>
  <rect x="700" y="600" width="30" height="8" fill="#28323a"/>
  <rect x="830" y="560" width="70" height="40" rx="4" fill="#e8ecef"/>
</g>
<rect x="360" y="840" width="690" height="120" fill="url(#reflect)" filter="url(#near)"/>
<g filter="url(#near)">
  <ellipse cx="90" cy="700" rx="130" ry="210" fill="#2f6b3f"/>
  <ellipse cx="170" cy="620" rx="90" ry="160" fill="#3f8a52"/>
  <ellipse cx="40" cy="560" rx="80" ry="150" fill="#285c36"/>
  <rect x="40" y="840" width="160" height="160" rx="20" fill="#d9d4cc"/>
</g>
<g filter="url(#soft)">
  <rect x="1230" y="600" width="90" height="140" rx="10" fill="#e6e1d8"/>
  <ellipse cx="1275" cy="560" rx="70" ry="90" fill="#3d7f4e"/>
  <ellipse cx="1245" cy="520" rx="40" ry="70" fill="#4c9660"/>
</g>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
<rect width="${W}" height="${H}" filter="url(#grain)"/>
</svg>`;
}
