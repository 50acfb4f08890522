/**
 * The word graph: a minimal acyclic automaton (DAWG) of a word list, stored
 * as fixed-width bit-packed edges in a Uint32Array.
 *
 * File layout (little-endian 32-bit words):
 *   0 magic 'TWG1'  1 format version  2 edge count (with the unused edge 0)
 *   3 pointer bits P  4 root node  5 word count  6–7 reserved
 *   then the edges, W = 7 + P bits each, packed from bit 0 of word 8:
 *   letter (5 bits: 1–26 A–Z, 27 Ñ, 28–31 an accent graph's marks) · end of word (1) · last edge of its node (1) · target node (P bits).
 * A node is the index of its first edge; its edges are consecutive and
 * sorted by letter; target 0 means a node with no edges. Building is pure
 * (used at build time and in tests); reading decodes the edges once into
 * three typed arrays so walking is a few array reads per letter.
 */

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ';
const MAGIC = 0x31475754; // 'TWG1'
const VERSION = 1;
const HEADER_WORDS = 8;

/**
 * Codes 28–31: the marks an accent graph (accents.ts) writes after a letter (acute, grave, circumflex, other). The
 * word graphs the games play on hold letters only.
 */
export const MARKS = '´`^¨';
export const letterCode = (ch: string): number => {
  const i = ALPHABET.indexOf(ch);
  if (i >= 0) return i + 1;
  const m = MARKS.indexOf(ch);
  return m >= 0 ? ALPHABET.length + 1 + m : 0;
};
export const codeLetter = (code: number): string => ALPHABET[code - 1] ?? MARKS[code - ALPHABET.length - 1] ?? '?';

/** Two words in letter-code order. */
function byCodes(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = letterCode(x[i] as string) - letterCode(y[i] as string);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

interface BNode {
  codes: number[];
  kids: BNode[];
  final: boolean;
  id: number;
}

const newNode = (): BNode => ({ codes: [], kids: [], final: false, id: -1 });

/** Builds the graph file from words over ALPHABET (any order, duplicates allowed). */
export function buildGraph(words: Iterable<string>): Uint32Array {
  // a node's edges must come in letter-code order: the string order is that order for A–Z and Ñ, not for the marks
  const unique = [...new Set(words)];
  const list = unique.some((w) => [...MARKS].some((m) => w.includes(m))) ? unique.sort(byCodes) : unique.sort();
  for (const w of list) {
    if (w.length === 0) throw new Error('buildGraph: empty word');
    for (const ch of w) if (letterCode(ch) === 0) throw new Error(`buildGraph: "${w}" has a letter outside the alphabet`);
  }
  const root = newNode();
  const register = new Map<string, BNode>();
  let nextId = 1;
  const unchecked: { parent: BNode; child: BNode }[] = [];
  const signature = (n: BNode): string => {
    let s = n.final ? '1' : '0';
    for (let i = 0; i < n.codes.length; i++) s += `,${n.codes[i]}:${(n.kids[i] as BNode).id}`;
    return s;
  };
  const minimize = (downTo: number): void => {
    while (unchecked.length > downTo) {
      const { parent, child } = unchecked.pop() as { parent: BNode; child: BNode };
      const key = signature(child);
      const same = register.get(key);
      if (same) parent.kids[parent.kids.length - 1] = same;
      else {
        child.id = nextId++;
        register.set(key, child);
      }
    }
  };
  let prev = '';
  for (const w of list) {
    const cw = [...w];
    const cp = [...prev];
    let common = 0;
    while (common < cw.length && common < cp.length && cw[common] === cp[common]) common++;
    minimize(common);
    let node = unchecked.length > 0 ? (unchecked[unchecked.length - 1] as { child: BNode }).child : root;
    for (let i = common; i < cw.length; i++) {
      const child = newNode();
      node.codes.push(letterCode(cw[i] as string));
      node.kids.push(child);
      unchecked.push({ parent: node, child });
      node = child;
    }
    node.final = true;
    prev = w;
  }
  minimize(0);

  // Lay out every node with edges: root first, then breadth first.
  const address = new Map<BNode, number>();
  const order: BNode[] = [];
  let edges = 1; // edge 0 is unused so that target 0 can mean "no edges"
  const queue: BNode[] = [root];
  const seen = new Set<BNode>([root]);
  while (queue.length > 0) {
    const n = queue.shift() as BNode;
    if (n.codes.length === 0) continue;
    address.set(n, edges);
    edges += n.codes.length;
    order.push(n);
    for (const k of n.kids) {
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(k);
      }
    }
  }
  let pointerBits = 1;
  while (2 ** pointerBits <= edges) pointerBits++;
  if (pointerBits > 24) throw new Error('buildGraph: too many edges');
  const width = 7 + pointerBits;
  const out = new Uint32Array(HEADER_WORDS + Math.ceil((edges * width) / 32) + 1);
  out[0] = MAGIC;
  out[1] = VERSION;
  out[2] = edges;
  out[3] = pointerBits;
  out[4] = root.codes.length > 0 ? 1 : 0;
  out[5] = list.length;
  const put = (index: number, value: number): void => {
    const bit = index * width;
    const w = HEADER_WORDS + (bit >>> 5);
    const off = bit & 31;
    out[w] = ((out[w] as number) | (value << off)) >>> 0;
    if (off + width > 32) out[w + 1] = ((out[w + 1] as number) | (value >>> (32 - off))) >>> 0;
  };
  for (const n of order) {
    const at = address.get(n) as number;
    for (let i = 0; i < n.codes.length; i++) {
      const kid = n.kids[i] as BNode;
      const target = address.get(kid) ?? 0;
      const value = (n.codes[i] as number) | ((kid.final ? 1 : 0) << 5) | ((i === n.codes.length - 1 ? 1 : 0) << 6) | (target << 7);
      put(at + i, value);
    }
  }
  // trim the spare word when it is not needed
  const used = HEADER_WORDS + Math.ceil((edges * width) / 32);
  return out.slice(0, used);
}

/**
 * A loaded word graph. Nodes are numbers (0 = no edges); `step` follows one
 * letter and returns the edge, or -1.
 */
export class WordGraph {
  readonly wordCount: number;
  readonly edgeCount: number;
  readonly root: number;
  /** The letter code of each edge. */
  readonly code: Uint8Array;
  /** Bit 0: a word ends after this edge; bit 1: last edge of its node. */
  readonly flags: Uint8Array;
  readonly target: Uint32Array;

  constructor(data: Uint32Array | ArrayBuffer) {
    const words = data instanceof Uint32Array ? data : new Uint32Array(data);
    if (words.length < HEADER_WORDS || words[0] !== MAGIC || words[1] !== VERSION) throw new Error('not a word graph');
    const edges = words[2] as number;
    const pointerBits = words[3] as number;
    const width = 7 + pointerBits;
    if (words.length < HEADER_WORDS + Math.ceil((edges * width) / 32)) throw new Error('word graph is cut short');
    this.edgeCount = edges;
    this.root = words[4] as number;
    this.wordCount = words[5] as number;
    this.code = new Uint8Array(edges);
    this.flags = new Uint8Array(edges);
    this.target = new Uint32Array(edges);
    const mask = width >= 32 ? 0xffffffff : (1 << width) - 1;
    for (let i = 1; i < edges; i++) {
      const bit = i * width;
      const w = HEADER_WORDS + (bit >>> 5);
      const off = bit & 31;
      let v = (words[w] as number) >>> off;
      if (off + width > 32) v |= (words[w + 1] as number) << (32 - off);
      v = (v & mask) >>> 0;
      this.code[i] = v & 31;
      this.flags[i] = (v >>> 5) & 3;
      this.target[i] = v >>> 7;
    }
  }

  /** The edge leaving `node` with letter `code`, or -1. */
  step(node: number, code: number): number {
    if (node === 0) return -1;
    for (let e = node; ; e++) {
      const c = this.code[e] as number;
      if (c === code) return e;
      if (c > code || ((this.flags[e] as number) & 2) !== 0) return -1;
    }
  }

  /** The node a word or prefix leads to (-1 when none), with whether a word ends there. */
  walk(text: string, from = this.root): { node: number; final: boolean } | null {
    let node = from;
    let final = false;
    for (const ch of text) {
      const e = this.step(node, letterCode(ch));
      if (e < 0) return null;
      final = ((this.flags[e] as number) & 1) !== 0;
      node = this.target[e] as number;
    }
    return { node, final };
  }

  has(word: string): boolean {
    return word.length > 0 && (this.walk(word)?.final ?? false);
  }

  hasPrefix(prefix: string): boolean {
    return this.walk(prefix) !== null;
  }

  /** The edges leaving a node: [edge, edge, …]. */
  edges(node: number): number[] {
    const out: number[] = [];
    if (node === 0) return out;
    for (let e = node; ; e++) {
      out.push(e);
      if (((this.flags[e] as number) & 2) !== 0) return out;
    }
  }

  isFinal(edge: number): boolean {
    return ((this.flags[edge] as number) & 1) !== 0;
  }

  /**
   * Words matching a pattern: one entry per position, a letter or `?` for any
   * letter (or a set of letters, e.g. `[NÑ]`). Stops after `limit` words.
   */
  match(pattern: readonly (string | readonly string[])[], limit = Infinity): string[] {
    const out: string[] = [];
    const sets = pattern.map((p) => (p === '?' ? null : new Set((typeof p === 'string' ? [p] : p).map(letterCode))));
    const go = (node: number, depth: number, prefix: string): void => {
      if (out.length >= limit) return;
      const want = sets[depth];
      for (const e of this.edges(node)) {
        const c = this.code[e] as number;
        if (want && !want.has(c)) continue;
        const text = prefix + codeLetter(c);
        if (depth === sets.length - 1) {
          if (this.isFinal(e)) out.push(text);
        } else go(this.target[e] as number, depth + 1, text);
        if (out.length >= limit) return;
      }
    };
    if (sets.length > 0) go(this.root, 0, '');
    return out;
  }

  /** Every word, in alphabet order. */
  *words(): Generator<string> {
    function* go(g: WordGraph, node: number, prefix: string): Generator<string> {
      for (const e of g.edges(node)) {
        const text = prefix + codeLetter(g.code[e] as number);
        if (g.isFinal(e)) yield text;
        yield* go(g, g.target[e] as number, text);
      }
    }
    yield* go(this, this.root, '');
  }
}
