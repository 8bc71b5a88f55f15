// Runtime settings of the web app; the server rewrites this file from its own settings.
window.__APP_CONFIG__ = { apiBaseUrl: "/jeecg-boot", backendTimeZone: "Asia/Shanghai", alwaysCaptcha: false };
