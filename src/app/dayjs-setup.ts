/**
 * antd's zh_CN locale does not switch dayjs, so it is set here. Only the full app shows dates; the
 * login shell skips dayjs to stay within its size budget.
 */
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";

dayjs.locale("zh-cn");
