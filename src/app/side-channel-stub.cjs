/**
 * Stands in for side-channel, which qs (through @refinedev/core) uses to find cycles in the objects it
 * stringifies. The package brings object-inspect and get-intrinsic for its error texts and engine checks,
 * which a browser app does not need; this keeps its contract on a Map, one per channel, which lives as
 * long as the stringify call that made it.
 */
module.exports = function getSideChannel() {
  const data = new Map();
  return {
    assert(key) {
      if (!data.has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: (key) => data.delete(key),
    get: (key) => data.get(key),
    has: (key) => data.has(key),
    set(key, value) {
      data.set(key, value);
    },
  };
};
