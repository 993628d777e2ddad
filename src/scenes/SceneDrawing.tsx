// Owns: the built-in scenes' rooms, drawn for the project (GPL-3.0-or-later, as the code): a kitchen and a living
// room, walls, floor and furniture only; the things that speak are the bundled symbols drawn on their hotspots.
// A picture, not a theme: the same colours in light and dark.
import type { SceneDrawing as Drawing } from '@/boards/model';

function Kitchen() {
  return (
    <>
      <rect width="1600" height="640" fill="#f4e7c9" />
      <rect y="360" width="1600" height="270" fill="#e9d6ae" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <line key={i} x1={i * 200 + 100} y1="360" x2={i * 200 + 100} y2="630" stroke="#dcc597" strokeWidth="4" />
      ))}
      <line x1="0" y1="495" x2="1600" y2="495" stroke="#dcc597" strokeWidth="4" />
      <rect x="1220" y="330" width="260" height="18" rx="4" fill="#8a5a3c" />
      <rect y="640" width="1600" height="360" fill="#c9a47c" />
      <rect y="630" width="1600" height="34" fill="#7c4f33" />
      <rect y="664" width="1600" height="300" fill="#a8744f" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <g key={i}>
          <rect x={i * 200 + 14} y="680" width="172" height="266" rx="10" fill="#b98560" stroke="#8f5f40" strokeWidth="4" />
          <rect x={i * 200 + 150} y="790" width="12" height="52" rx="6" fill="#efe3cf" />
        </g>
      ))}
      <rect x="96" y="610" width="248" height="26" rx="8" fill="#9aa5ae" />
      <rect x="1046" y="612" width="228" height="22" rx="6" fill="#3b3f45" />
      <rect x="520" y="900" width="560" height="30" rx="8" fill="#6d4128" />
      <rect x="560" y="930" width="26" height="70" fill="#6d4128" />
      <rect x="1014" y="930" width="26" height="70" fill="#6d4128" />
    </>
  );
}

function LivingRoom() {
  return (
    <>
      <rect width="1600" height="660" fill="#dde8f2" />
      <rect y="600" width="1600" height="60" fill="#c9d8e6" />
      <line x1="210" y1="0" x2="210" y2="90" stroke="#5b6470" strokeWidth="6" />
      <rect x="1250" y="300" width="240" height="18" rx="4" fill="#7a5236" />
      <rect y="660" width="1600" height="340" fill="#b98f66" />
      {[0, 1, 2, 3, 4].map((i) => (
        <line key={i} x1="0" y1={720 + i * 64} x2="1600" y2={720 + i * 64} stroke="#a67c55" strokeWidth="4" />
      ))}
      <rect y="650" width="1600" height="16" fill="#f1ece4" />
      <ellipse cx="800" cy="900" rx="520" ry="80" fill="#b5524a" opacity="0.85" />
      <rect x="590" y="390" width="420" height="60" rx="10" fill="#5c3b26" />
      <rect x="620" y="450" width="24" height="200" fill="#5c3b26" />
      <rect x="956" y="450" width="24" height="200" fill="#5c3b26" />
      <rect x="640" y="800" width="300" height="28" rx="8" fill="#6d4128" />
      <rect x="660" y="828" width="20" height="70" fill="#6d4128" />
      <rect x="900" y="828" width="20" height="70" fill="#6d4128" />
    </>
  );
}

export function SceneDrawing({ drawing }: { drawing: Drawing }) {
  return (
    <svg className="scene__picture" viewBox="0 0 1600 1000" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {drawing === 'kitchen' ? <Kitchen /> : <LivingRoom />}
    </svg>
  );
}
