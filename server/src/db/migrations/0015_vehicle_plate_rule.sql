-- The check rule the vehicle's plate is bound to (车辆信息 → 车牌号): embassy, consulate and police plates are
-- registered by their own offices, not here. Administrators may tune it under 编码校验规则.
INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by)
VALUES (
  '1860000000000000015',
  '车牌号规则',
  'vehicle_plate',
  '[{"digits":"*","pattern":"^[^使领警]*$","message":"使馆、领馆和警用车辆的车牌不在此登记"}]',
  '车辆信息的车牌号：不受理使馆、领馆和警用车牌',
  'admin'
)
ON CONFLICT DO NOTHING;
