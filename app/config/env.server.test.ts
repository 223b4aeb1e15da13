import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustProxySetting, webConcurrency } from "./env.server";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "var",
      LOG_LEVEL: "info",
      TRUST_PROXY: "loopback",
      NODE_ENV: "production",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config).toMatchObject({
      FORM_BODY_LIMIT: 65_536,
      SERVICE_BODY_LIMIT: 262_144,
      HTTPS_REDIRECT: false,
      HSTS_PRELOAD: false,
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      LOOKUP_FAILURES_PER_MINUTE: 300,
    });
  });

  it.each([
    ["16384", 16_384],
    ["64kb", 65_536],
    ["1MB", 1_048_576],
    ["2 mb", 2_097_152],
  ])("reads the body limit %s as %i bytes", (value, bytes) => {
    expect(loadConfig({ FORM_BODY_LIMIT: value }).FORM_BODY_LIMIT).toBe(bytes);
  });

  it("reads flags", () => {
    expect(loadConfig({ HTTPS_REDIRECT: "true", HSTS_PRELOAD: "1" })).toMatchObject({ HTTPS_REDIRECT: true, HSTS_PRELOAD: true });
    expect(loadConfig({ HTTPS_REDIRECT: "no" }).HTTPS_REDIRECT).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("accepts valid values", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://user@db:5432/bastion",
      REDIS_URL: "redis://cache:6379",
      TRUST_PROXY: "10.0.0.0/8, loopback",
      LOG_LEVEL: "debug",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://user@db:5432/bastion");
  });

  it.each([
    ["PORT", "http"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "everyone"],
    ["FORM_BODY_LIMIT", "big"],
    ["FORM_BODY_LIMIT", "10"],
    ["SERVICE_BODY_LIMIT", "1gb"],
    ["HTTPS_REDIRECT", "maybe"],
    ["SHUTDOWN_TIMEOUT_SECONDS", "0"],
    ["LOOKUP_FAILURES_PER_MINUTE", "-1"],
  ])("names %s=%s in the error", (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
  });
});

describe("trustProxySetting", () => {
  it.each([
    ["none", false],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.1", ["10.0.0.0/8", "192.168.1.1"]],
  ] as const)("%s → %j", (value, expected) => {
    expect(trustProxySetting(value)).toEqual(expected);
  });
});

describe("WEB_CONCURRENCY", () => {
  const shared = { REDIS_URL: "redis://127.0.0.1:6379", SESSION_SECRET: "0123456789abcdef0123456789abcdef" };

  it("is one process per core with what processes share, and one without", () => {
    expect(webConcurrency(loadConfig(shared), 8)).toBe(8);
    expect(webConcurrency(loadConfig({}), 8)).toBe(1);
    expect(webConcurrency(loadConfig({ REDIS_URL: shared.REDIS_URL }), 8)).toBe(1);
    expect(webConcurrency(loadConfig({ ...shared, WEB_CONCURRENCY: "3" }), 8)).toBe(3);
    expect(webConcurrency(loadConfig({ WEB_CONCURRENCY: "1" }), 8)).toBe(1);
  });

  it("refuses more than one process without Redis and a session secret, naming the variable", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY="2": more than one process needs REDIS_URL and SESSION_SECRET/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: "2", REDIS_URL: shared.REDIS_URL })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("PAGE_CACHE_SIZE", () => {
  it.each([
    ["0", 0],
    ["64mb", 64 * 1024 * 1024],
    ["2048mb", 2048 * 1024 * 1024],
  ])("%s is %i bytes", (value, bytes) => {
    expect(loadConfig({ PAGE_CACHE_SIZE: value }).PAGE_CACHE_SIZE).toBe(bytes);
  });

  it("refuses what is no size", () => {
    expect(() => loadConfig({ PAGE_CACHE_SIZE: "lots" })).toThrow(/PAGE_CACHE_SIZE/);
  });
});
