import type { HeadquartersMapView } from "./view";

/**
 * The self-drawn map behind the Leaflet map: the offices as pins on a graticule, joined to the
 * headquarters (the first pin). It is what visitors see without JavaScript, while Leaflet loads,
 * and when no tile can be loaded.
 */
export function StaticOfficeMap({
  map,
  label,
  selected,
}: {
  map: HeadquartersMapView["staticMap"];
  label: string;
  selected?: string;
}) {
  const { width, height, pins } = map;
  const [headquarters] = pins;
  const columns = Array.from({ length: 9 }, (_, index) => ((index + 1) * width) / 10);
  const rows = Array.from({ length: 4 }, (_, index) => ((index + 1) * height) / 5);
  return (
    <svg className="hq-map__static" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <rect className="hq-map__static-sea" width={width} height={height} rx="16" />
      {columns.map((x) => (
        <line key={`x${x}`} className="hq-map__static-grid" x1={x} x2={x} y1="0" y2={height} />
      ))}
      {rows.map((y) => (
        <line key={`y${y}`} className="hq-map__static-grid" x1="0" x2={width} y1={y} y2={y} />
      ))}
      {headquarters &&
        pins.slice(1).map((pin) => {
          const bend = Math.min(80, Math.abs(pin.x - headquarters.x) / 4);
          const midX = (pin.x + headquarters.x) / 2;
          const midY = Math.min(pin.y, headquarters.y) - bend;
          return (
            <path
              key={`route-${pin.id}`}
              className="hq-map__static-route"
              d={`M${headquarters.x} ${headquarters.y} Q${midX} ${midY} ${pin.x} ${pin.y}`}
            />
          );
        })}
      {pins.map((pin, index) => (
        <g
          key={pin.id}
          className={`hq-map__static-pin${index === 0 ? " is-headquarters" : ""}${pin.id === selected ? " is-selected" : ""}`}
        >
          <circle cx={pin.x} cy={pin.y} r={index === 0 ? 10 : 7} />
          <text x={pin.labelX} y={pin.labelY} textAnchor={pin.anchor}>
            {pin.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
