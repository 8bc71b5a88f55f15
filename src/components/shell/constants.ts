/** Product name used in titles, the login page and the footer. */
export const SYSTEM_NAME = "通行证管理系统";
export const PRIMARY_COLOR = "#1890FF";
export const COPYRIGHT = `Copyright © ${new Date().getFullYear()} ${SYSTEM_NAME}`;
