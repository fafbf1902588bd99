import type { ReactNode } from "react";

const SERIF = "'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif";

/** Villa Duinzicht: initials in a circle above a dune line, sea blue and sand. */
function Duinzicht() {
  return (
    <>
      <circle cx="60" cy="60" r="56" fill="#f5eee2" />
      <circle cx="60" cy="60" r="50" fill="none" stroke="#1f4e6b" strokeWidth="2.5" />
      <text x="60" y="64" textAnchor="middle" fontFamily={SERIF} fontSize="34" fontWeight="600" fill="#1f4e6b">
        VD
      </text>
      <path
        d="M26 80c10-7 20-7 30 0s20 7 30 0 12-5 8-3"
        fill="none"
        stroke="#dcbf95"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M34 90c9-5 17-5 26 0s17 5 26 0" fill="none" stroke="#5fa8c8" strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

/** Boshuis De Eekhoorn: an acorn and the E, forest green. */
function Eekhoorn() {
  return (
    <>
      <rect x="6" y="6" width="108" height="108" rx="26" fill="#2f5d3a" />
      <path d="M60 30c-15 0-24 7-24 15h48c0-8-9-15-24-15z" fill="#a0713f" />
      <path d="M57 30c0-4 2-7 6-9" fill="none" stroke="#a0713f" strokeWidth="3" strokeLinecap="round" />
      <path d="M36 45h48" stroke="#7a5230" strokeWidth="2" />
      <path d="M39 47c0 20 9 33 21 36 12-3 21-16 21-36z" fill="#e9c891" />
      <text x="60" y="75" textAnchor="middle" fontFamily={SERIF} fontSize="26" fontWeight="700" fill="#2f5d3a">
        E
      </text>
      <path d="M34 98h52" stroke="#e9c891" strokeWidth="2" strokeLinecap="round" opacity=".7" />
    </>
  );
}

/** Chata Sosnówka: the S under mountain peaks, in a chalet-shaped arch. */
function Sosnowka() {
  return (
    <>
      <path d="M60 4 112 40v74H8V40z" fill="#24324a" />
      <path d="M60 14 103 44v62H17V44z" fill="none" stroke="#e7b75f" strokeWidth="2" />
      <path
        d="M22 66l16-18 10 10 14-18 18 22 9-9 11 13"
        fill="none"
        stroke="#f4efe6"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <text
        x="60"
        y="98"
        textAnchor="middle"
        fontFamily={SERIF}
        fontSize="30"
        fontStyle="italic"
        fontWeight="600"
        fill="#e7b75f"
      >
        S
      </text>
    </>
  );
}

/** Hoeve Wadzicht: the gable of a Frisian farmhouse around the initials, brick red. */
function Wadzicht() {
  return (
    <>
      <path d="M60 12 106 58v48H14V58z" fill="#a53616" />
      <path d="M60 12v14" stroke="#fbf3ec" strokeWidth="2" />
      <path d="M60 26 94 60v36H26V60z" fill="none" stroke="#fbf3ec" strokeWidth="2" />
      <text
        x="60"
        y="82"
        textAnchor="middle"
        fontFamily={SERIF}
        fontSize="24"
        fontWeight="600"
        fill="#fbf3ec"
        letterSpacing="1"
      >
        HW
      </text>
      <path d="M16 110h88" stroke="#5d7f95" strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

const DRAWINGS: ReactNode[] = [<Duinzicht key="0" />, <Eekhoorn key="1" />, <Sosnowka key="2" />, <Wadzicht key="3" />];

/** One of the made-up example logos for holiday homes, drawn inline. */
export function OwnerLogo({ index, label }: { index: number; label: string }) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className="h-28 w-28 md:h-32 md:w-32">
      {DRAWINGS[index % DRAWINGS.length]}
    </svg>
  );
}
