import "./pass-card-companions.css";
import type { PassCardData } from "./pass-card-data";

function CompanionList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="pass-card__list" aria-label={title}>
      <h2>{`${title}（${items.length}）`}</h2>
      <ol>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the permit's rows in its order, never reordered here
          <li key={i}>{item}</li>
        ))}
      </ol>
    </section>
  );
}

/** The vehicles and people the permit lets in with it, one line each in the permit's order. */
export function PassCardCompanions({ card }: { card: PassCardData }) {
  const line = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");
  return (
    <>
      <CompanionList
        title="随行车辆"
        items={(card.vehicles ?? []).map((v) => line([v.plateNo, v.vehicleTypeText, v.driverName]))}
      />
      <CompanionList title="随行人员" items={(card.persons ?? []).map((p) => line([p.name, p.company]))} />
    </>
  );
}
