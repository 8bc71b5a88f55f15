import type { ReactNode } from "react";
import "./pass-card.css";
import { PassCardCompanions } from "./pass-card-companions";
import type { PassCardData } from "./pass-card-data";
import { STATE_BANNER } from "./pass-card-data";
import { PassQr } from "./pass-qr";

export type CardVariant = "vehicle" | "special" | "visitor";

const TITLES: Readonly<Record<CardVariant, string>> = {
  vehicle: "车辆通行证",
  special: "特种车辆通行证",
  visitor: "访客通行证",
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pass-card__row">
      <dt>{label}</dt>
      <dd>{children || "—"}</dd>
    </div>
  );
}

/**
 * One pass card for phone screens and print: status banner, the card's fields and the QR code of `url`
 * (none without one: a permit that has no public card yet).
 */
export function PassCard({ card, variant, url }: { card: PassCardData; variant: CardVariant; url?: string }) {
  const banner = STATE_BANNER[card.cardState];
  const person = variant === "visitor" ? (card.visitorName ?? card.driverName) : card.driverName;
  return (
    <article className="pass-card" aria-label={TITLES[variant]}>
      <header className="pass-card__head">
        <h1>{TITLES[variant]}</h1>
        <span>{card.applicationNo}</span>
      </header>
      <div className="pass-card__banner" role="status" style={{ background: banner.color }}>
        {banner.text}
      </div>
      <div className="pass-card__body">
        <dl>
          {card.plateNo && (
            <Row label="车牌号">{<strong className="pass-card__plate">{card.plateNo}</strong>}</Row>
          )}
          {card.plateNo && <Row label="车辆类型">{card.vehicleTypeText}</Row>}
          <Row label={variant === "visitor" ? "访客" : "驾驶员"}>{person}</Row>
          <Row label="单位">{card.company}</Row>
          <Row label="通行证类型">{card.permitTypeText}</Row>
          <Row label="通行区域">{card.regionText}</Row>
          <Row label="允许通行">{card.areasText}</Row>
          <Row label="有效期">{`${card.validFrom} 至 ${card.validTo}`}</Row>
        </dl>
        {url && <PassQr url={url} />}
      </div>
      <PassCardCompanions card={card} />
    </article>
  );
}

/** Unknown or malformed token: a friendly card, never an error page. */
export function MissingCard({ message }: { message: string }) {
  return (
    <article className="pass-card" aria-label="通行证">
      <header className="pass-card__head">
        <h1>通行证</h1>
      </header>
      <div className="pass-card__banner" role="status" style={{ background: "#8c8c8c" }}>
        未找到
      </div>
      <p className="pass-card__missing">{message}</p>
    </article>
  );
}
