/**
 * A reproducible demo data set for tenant 0 on a database without permits: vehicles, drivers, staff and
 * visitors, and permits in every status with their approval rows. Everything comes from a seeded
 * pseudo-random generator except the pass tokens, which stay random so that no card can be guessed
 * from this source.
 */
import { seedId } from "../../core/ids.ts";
import type { Db } from "../../db/client.ts";
import { newPassToken } from "./application-rules.ts";
import { idCardCheckChar, PERMIT_TYPES, type PermitType } from "./validators.ts";

const VEHICLES = 300;
const DRIVERS = 200;
const STAFF = 150;
const VISITORS = 60;
const PERMITS = 420;
/** Owning departments of the demo vehicles and drivers (org codes of the seeded departments), by index. */
const ORG_CODES = ["A01A01", "A01A02", "A01A03", "A01A02A01", "A02A01"];

/** mulberry32: small, fast and the same sequence everywhere. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const of = <T>(list: readonly T[]): T => list[int(list.length)];
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join("");
  return { next, int, of, digits };
}

const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗".split("");
const GIVEN = [
  "伟",
  "芳",
  "娜",
  "敏",
  "静",
  "强",
  "磊",
  "军",
  "洋",
  "勇",
  "艳",
  "杰",
  "涛",
  "明",
  "超",
  "秀英",
  "建华",
  "志强",
  "丽娟",
  "海燕",
];
const PROVINCES = "京沪粤苏浙川鄂鲁".split("");
const SERIAL = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const COMPANIES = [
  "北京国炬软件",
  "华东物流有限公司",
  "西部建设集团",
  "顺达运输公司",
  "城市保洁服务中心",
  "明远设备维修部",
];
const MODELS: readonly (readonly [string, string, string])[] = [
  ["small_car", "大众", "帕萨特"],
  ["small_car", "丰田", "凯美瑞"],
  ["small_car", "比亚迪", "汉EV"],
  ["small_car", "特斯拉", "Model 3"],
  ["truck", "解放", "J6P"],
  ["truck", "东风", "天龙"],
  ["bus", "宇通", "ZK6122"],
  ["van", "五菱", "宏光"],
  ["special", "徐工", "QY25K"],
  ["large_car", "福田", "欧曼"],
];
const REGIONS = ["110101", "310101", "440301", "320102", "330102", "510104"];
const LICENCE = ["C1", "C1", "C1", "C2", "B2", "A2", "A1", "B1"];
const AREAS = ["A01", "A02", "A03", "A04", "A05", "A06", "A07", "A08"];

type Rng = ReturnType<typeof generator>;

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

const name = (r: Rng) => r.of(SURNAMES) + r.of(GIVEN);
const mobile = (r: Rng) => `1${r.of(["3", "5", "7", "8", "9"])}${r.digits(9)}`;

function idCard(r: Rng): string {
  const birth = `${1965 + r.int(36)}${String(1 + r.int(12)).padStart(2, "0")}${String(1 + r.int(28)).padStart(2, "0")}`;
  const first = `${r.of(REGIONS)}${birth}${r.digits(3)}`;
  return first + idCardCheckChar(first);
}

function vehicles(r: Rng, today: string): unknown[][] {
  return Array.from({ length: VEHICLES }, (_, i) => {
    const [type, brand, model] = r.of(MODELS);
    const nev = brand === "比亚迪" || brand === "特斯拉";
    const plate = nev
      ? `${r.of(PROVINCES)}${r.of(SERIAL.slice(0, 12).split(""))}${r.of(["D", "F"])}${r.of(SERIAL.split(""))}${String(i).padStart(4, "0")}`
      : `${r.of(PROVINCES)}${r.of("ABCDE".split(""))}${r.of(SERIAL.split(""))}${String(i).padStart(4, "0")}`;
    const color = nev ? "green" : type === "truck" || type === "bus" ? "yellow" : "blue";
    const vin = Array.from({ length: 17 }, () => r.of(VIN_CHARS.split(""))).join("");
    return [
      seedId(`permit_vehicle:${i}`),
      0,
      plate,
      color,
      type,
      brand,
      model,
      name(r),
      mobile(r),
      vin,
      `E${r.digits(8)}`,
      addDays(today, -365 - r.int(2000)),
      addDays(today, r.int(400) - 30),
      addDays(today, r.int(365) - 20),
      r.int(20) === 0 ? 0 : 1,
      ORG_CODES[i % ORG_CODES.length],
      "admin",
      `${addDays(today, -r.int(300) - 30)} 09:00:00`,
    ];
  });
}

function drivers(r: Rng, today: string): unknown[][] {
  return Array.from({ length: DRIVERS }, (_, i) => {
    const id = idCard(r);
    const sex = Number(id[16]) % 2 === 1 ? 1 : 2;
    return [
      seedId(`permit_driver:${i}`),
      0,
      r.of(SURNAMES) + r.of(GIVEN),
      sex,
      id,
      mobile(r),
      id,
      r.of(LICENCE),
      addDays(today, r.int(2000) + 30),
      r.of(COMPANIES),
      1,
      ORG_CODES[(i * 3) % ORG_CODES.length],
      "admin",
      `${addDays(today, -r.int(300) - 30)} 10:00:00`,
    ];
  });
}

function applicants(r: Rng, today: string): unknown[][] {
  return Array.from({ length: STAFF + VISITORS }, (_, i) => [
    seedId(`permit_applicant:${i}`),
    0,
    name(r),
    idCard(r),
    mobile(r),
    r.of(COMPANIES),
    `${r.of(["东区", "西区"])}${1 + r.int(30)}号楼`,
    i < STAFF ? "staff" : "visitor",
    "admin",
    `${addDays(today, -r.int(300) - 30)} 11:00:00`,
  ]);
}

/** Statuses in demo proportions, and the approval rows that lead to each. */
const PATHS: readonly (readonly [number, readonly (readonly [string, number, number])[]])[] = [
  [0, []],
  [2, [["approve", 0, 2]]],
  [
    1,
    [
      ["approve", 0, 2],
      ["approve", 2, 1],
    ],
  ],
  [
    1,
    [
      ["approve", 0, 2],
      ["approve", 2, 1],
    ],
  ],
  [3, [["reject", 0, 3]]],
  [
    4,
    [
      ["approve", 0, 2],
      ["approve", 2, 1],
      ["revoke", 1, 4],
    ],
  ],
];
const TYPES: readonly PermitType[] = [
  "long_term",
  "long_term",
  "temporary",
  "temporary",
  "visitor",
  "special",
];

function permits(r: Rng, today: string) {
  const apps: unknown[][] = [];
  const approvals: unknown[][] = [];
  for (let i = 0; i < PERMITS; i++) {
    const type = r.of(TYPES);
    const [status, path] = r.of(PATHS);
    const region = r.int(2) === 0 ? "east" : "west";
    const visitor = type === "visitor";
    const vehicle = !visitor || r.int(2) === 0 ? r.int(VEHICLES) : undefined;
    const created = addDays(today, -r.int(240));
    const from = addDays(created, r.int(5));
    const to = addDays(from, 1 + r.int(PERMIT_TYPES[type].maxDays));
    const id = seedId(`permit_application:${i}`);
    const areas = [...new Set([r.of(AREAS), r.of(AREAS)])].sort().join(",");
    apps.push([
      id,
      0,
      `TXZ${created.replace(/-/g, "")}${9000 + i}`,
      type,
      region,
      visitor ? null : seedId(`permit_applicant:${r.int(STAFF)}`),
      vehicle === undefined ? null : seedId(`permit_vehicle:${vehicle}`),
      null,
      visitor ? null : seedId(`permit_driver:${r.int(DRIVERS)}`),
      visitor ? seedId(`permit_applicant:${STAFF + r.int(VISITORS)}`) : null,
      visitor ? name(r) : null,
      visitor ? r.of(["商务洽谈", "设备维修", "送货", "面试"]) : null,
      visitor ? `${from} 09:00:00` : null,
      visitor ? `${from} 17:00:00` : null,
      areas,
      from,
      to,
      r.of(["日常通勤", "物资运输", "项目施工", "来访"]),
      status,
      newPassToken(),
      "admin",
      `${created} 08:30:00`,
    ]);
    path.forEach(([action, f, t], n) => {
      approvals.push([
        seedId(`permit_approval:${i}:${n}`),
        0,
        id,
        action,
        f,
        t,
        action === "reject" ? "资料不全，请补充" : "同意",
        region === "east" ? "approver_east" : "approver_west",
        region === "east" ? "东区审批员" : "西区审批员",
        `${addDays(created, n + 1)} 10:0${n}:00`,
      ]);
    });
  }
  return { apps, approvals };
}

export async function seedDemoData(db: Db, timeZone: string): Promise<void> {
  const any = await db.one("SELECT 1 AS x FROM permit_application LIMIT 1");
  const anyVehicle = await db.one("SELECT 1 AS x FROM permit_vehicle LIMIT 1");
  if (any || anyVehicle) return;
  const r = generator(20240601);
  const today = todayIn(timeZone);
  await db.appendRows(
    "permit_vehicle",
    [
      "id",
      "tenant_id",
      "plate_no",
      "plate_color",
      "vehicle_type",
      "brand",
      "model",
      "owner_name",
      "owner_phone",
      "vin",
      "engine_no",
      "register_date",
      "inspection_expiry",
      "insurance_expiry",
      "status",
      "org_code",
      "create_by",
      "create_time",
    ],
    vehicles(r, today),
  );
  await db.appendRows(
    "permit_driver",
    [
      "id",
      "tenant_id",
      "name",
      "sex",
      "id_card",
      "mobile",
      "licence_no",
      "licence_class",
      "licence_expiry",
      "company",
      "status",
      "org_code",
      "create_by",
      "create_time",
    ],
    drivers(r, today),
  );
  await db.appendRows(
    "permit_applicant",
    [
      "id",
      "tenant_id",
      "name",
      "id_card",
      "mobile",
      "company",
      "address",
      "kind",
      "create_by",
      "create_time",
    ],
    applicants(r, today),
  );
  const { apps, approvals } = permits(r, today);
  await db.appendRows(
    "permit_application",
    [
      "id",
      "tenant_id",
      "application_no",
      "permit_type",
      "region",
      "applicant_id",
      "vehicle_id",
      "plate_no",
      "driver_id",
      "visitor_id",
      "host_name",
      "visit_reason",
      "visit_start",
      "visit_end",
      "areas",
      "valid_from",
      "valid_to",
      "reason",
      "status",
      "pass_token",
      "create_by",
      "create_time",
    ],
    apps,
  );
  // plate_no is the vehicle's, as the application hooks keep it.
  await db.query(
    `UPDATE permit_application a SET plate_no = v.plate_no FROM permit_vehicle v
      WHERE v.id = a.vehicle_id AND a.tenant_id = 0`,
  );
  await db.appendRows(
    "permit_approval",
    [
      "id",
      "tenant_id",
      "application_id",
      "action",
      "from_status",
      "to_status",
      "opinion",
      "operator",
      "operator_name",
      "create_time",
    ],
    approvals,
  );
}
