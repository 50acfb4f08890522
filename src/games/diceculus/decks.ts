/**
 * DiceCulus's own card decks, written for the product (the printed rulebook
 * ships none): stage I "The idea" 50 cards in a, b, c; stage II "The game"
 * 80 cards with 3, 4 or 5 unknowns; stage III "The robbery" 40 with 5 or 6;
 * stage IV "Charity" 40 identities with 3 to 6 unknowns, some of which
 * simplify to a constant. A card with k unknowns uses exactly the first k
 * letters. Cards marked with a slip aim at a known mistake:
 *   juxtaposition — reading 2a with a = 4 as 24;
 *   precedence — working a + b·c left to right;
 *   sign — losing a minus before a bracket or a square;
 *   fraction — a value that is not a whole number (rounding .5 away from zero).
 */

export type Slip = 'juxtaposition' | 'precedence' | 'sign' | 'fraction';

export interface CardSource {
  readonly text: string;
  readonly slip?: Slip;
}

const c = (text: string, slip?: Slip): CardSource => (slip ? { text, slip } : { text });

export const STAGE_1: readonly CardSource[] = [
  c('ac-7b'), c('2a+bc', 'juxtaposition'), c('a+b+c'), c('a+b-c'), c('a-b+c'),
  c('2a+3b-c', 'juxtaposition'), c('ab-c'), c('a+bc', 'precedence'), c('ab+bc'), c('abc-100'),
  c('3a-2b+c', 'juxtaposition'), c('a-b-c'), c('10a-bc', 'juxtaposition'), c('a+2b+3c'), c('5c-a-b'),
  c('ab-ac'), c('a(b-c)', 'sign'), c('(a+b)c'), c('a-(b-c)', 'sign'), c('2(a+b)-c'),
  c('ab/c', 'fraction'), c('(a+b)/c', 'fraction'), c('a/2+b-c', 'fraction'), c('a+b/2+c/2', 'fraction'), c('4a-4b+c'),
  c('bc-a'), c('c-a-b'), c('7a-5b-3c'), c('-a+b+c'), c('-a-b+2c'),
  c('a^2-bc'), c('a^2+b-c'), c('c^2-ab'), c('(a-b)^2+c'), c('a+b^2-c^2', 'sign'),
  c('a(b+c)-bc'), c('abc/(a+b)', 'fraction'), c('(a+b+c)/3', 'fraction'), c('ab+c-20'), c('a-2b+c'),
  c('9a-8b+7c'), c('2ab-3c', 'juxtaposition'), c('a*b*c/10', 'fraction'), c('ac+bc-ab'), c('(c-a)(c-b)', 'sign'),
  c('-ab+c^2'), c('a-b*c', 'precedence'), c('6+a-b*c', 'precedence'), c('100-abc'), c('(a+c)/(b+1)', 'fraction'),
];

export const STAGE_2: readonly CardSource[] = [
  // 3 unknowns (20)
  c('a+b+c'), c('ab-c'), c('2a-b+3c', 'juxtaposition'), c('a-bc', 'precedence'), c('abc-50'),
  c('(a+b)c-a'), c('a^2-b-c'), c('a+b-7c'), c('c(a-b)', 'sign'), c('a/b+c', 'fraction'),
  c('4a-3b-2c'), c('a+b+c-20'), c('ab+bc+ca'), c('-a-b+4c'), c('(a-c)^2-b'),
  c('10c-ab', 'juxtaposition'), c('a+2b-3c'), c('(a+b+c)/2', 'fraction'), c('abc/(b+c)', 'fraction'), c('5a-b^2+c'),
  // 4 unknowns (32)
  c('-a+b+c-7d'), c('a+b+c+d'), c('ab-cd'), c('ab+cd'), c('a+b-c-d'),
  c('2a+3b-4c+d', 'juxtaposition'), c('ad-bc'), c('(a+b)(c-d)', 'sign'), c('a-b+c-d'), c('abcd/100', 'fraction'),
  c('a^2-d^2+b-c'), c('ac-bd+10'), c('a(b+c+d)'), c('d-a-b-c'), c('a+bc-d', 'precedence'),
  c('(a+b)/(c+d)', 'fraction'), c('3d-ab+c'), c('abc-d^2'), c('a-2b+3c-4d'), c('(a-b)(c-d)', 'sign'),
  c('10a+b-10c-d', 'juxtaposition'), c('ab+c-2d'), c('a+b*c*d-40', 'precedence'), c('d(a-b)+c'), c('(a+b+c+d)/4', 'fraction'),
  c('-ab+cd+bd'), c('a^2+b^2-c^2-d^2', 'sign'), c('5d-2a-b-c'), c('abd/c', 'fraction'), c('c+d-(a+b)', 'sign'),
  c('2ad-3bc', 'juxtaposition'), c('(a+d)^2-bc'),
  // 5 unknowns (28)
  c('a+b+c+d+e'), c('ab+cd-e'), c('a-b+c-d+e'), c('abc-de'), c('-a+b-c+d-7e'),
  c('e(a+b)-cd'), c('a+2b+3c+4d+5e'), c('ae-bd+c'), c('(a+b+c)-(d+e)', 'sign'), c('abcde/1000', 'fraction'),
  c('a^2-e^2+bcd'), c('10e-a-b-c-d'), c('ab+bc+cd+de'), c('a(b-c)+d(e-a)', 'sign'), c('(a+e)/(b+c+d)', 'fraction'),
  c('2a-3b+4c-5d+6e', 'juxtaposition'), c('ab-cde+50'), c('a+bc+de', 'precedence'), c('e^2-abcd/10', 'fraction'), c('(a-b)(d-e)+c'),
  c('5e-4d+3c-2b+a'), c('ace-bd'), c('(a+b)(c+d)-e^2'), c('-e+d-c+b-a'), c('a*b+c*d*e-100', 'precedence'),
  c('(a+b+c+d+e)/5', 'fraction'), c('de-ab-c'), c('3a+b-c^2+de'),
];

export const STAGE_3: readonly CardSource[] = [
  // 5 unknowns (20)
  c('ab+cd+e'), c('a+b+c+d-5e'), c('abc-de'), c('(a+b)(d+e)-c'), c('ae+bd-c^2'),
  c('10a-b-c-d-e', 'juxtaposition'), c('a^2+b^2+c^2-de'), c('abcde/200', 'fraction'), c('e(a+b+c+d)'), c('-a-b+cde'),
  c('2ab-3cd+4e', 'juxtaposition'), c('(a-e)(b-d)+c', 'sign'), c('a+bcd-e^2', 'precedence'), c('abe-cd-50'), c('(a+b+c)/(d+e)', 'fraction'),
  c('de-ab+c'), c('a-b+c-d+e'), c('5(a+e)-bcd'), c('ab(c-d)+e', 'sign'), c('e^2-a^2+bc-d'),
  // 6 unknowns (20)
  c('ab+cd+ef'), c('a+b+c+d+e+f'), c('abc-def'), c('af-be+cd'), c('(a+b+c)(d+e+f)'),
  c('a-b+c-d+e-f'), c('f^2-abc+de'), c('abcdef/1000', 'fraction'), c('(a-f)(b-e)(c-d)', 'sign'), c('10f-a-b-c-d-e', 'juxtaposition'),
  c('ace-bdf'), c('a+bc+def', 'precedence'), c('(a+b)(c+d)-ef'), c('af+be+cd-100'), c('2a+3b+4c-5d-6e-7f', 'juxtaposition'),
  c('(ab+cd+ef)/3', 'fraction'), c('-ab-cd+ef+50'), c('a^2+f^2-bcde/10', 'fraction'), c('f(a+b+c)-e(d+1)'), c('abf-cde+a'),
];

export const STAGE_4: readonly CardSource[] = [
  // 3 unknowns (10) — three of them are constant
  c('(a+b)^2-a^2-2ab+c', 'juxtaposition'), c('(a-b)^2+2ab-b^2+c'), c('(a+b)(a-b)+b^2-c'), c('a(b+c)-ab+c^2'), c('(a+b+c)^2-(a+b+c)^2+7'),
  c('(a+1)^2-a^2-2a+b-b+c-c'), c('2(a+b)-2a-2b+c', 'sign'), c('a(b-c)+ac-ab+10'), c('(a+b)c-ac'), c('(a-c)(a+c)-a^2+b', 'sign'),
  // 4 unknowns (10) — two constant
  c('(a+b)^2-(a-b)^2-4ab+cd'), c('(a+b)(c+d)-ac-ad-bc'), c('a(b+c+d)-ab-ac-ad+25'), c('(a-b)(c-d)-ac+ad+bc'), c('(c+d)^2-c^2-d^2+ab'),
  c('(a+b+c+d)-(a+b)-(c+d)+12'), c('(ab+cd)-(cd+ab)+a'), c('(a+d)(a-d)+d^2-b-c'), c('2(ab-cd)+2cd', 'juxtaposition'), c('(a-b)^2-(b-a)^2+cd'),
  // 5 unknowns (10) — two constant
  c('(a+b)(c+d)-(a+b)c-bd+e'), c('(a+e)^2-(a-e)^2-4ae+bcd'), c('(a+b+c)(d-e)-(a+b+c)d+e(a+b)'), c('a(b+c)-ab-ac+de'), c('(a-b)(a+b)+b^2-a^2+c+d+e-c-d-e+20'),
  c('(d+e)^2-2de-d^2+abc'), c('abc(d+e)-abcd'), c('(a+b)^2+(c-d)^2-a^2-b^2-c^2-d^2+e'), c('(ab+c)(d+e)-abd-abe-cd-ce+ab'), c('3(a+b+c+d+e)-3a-3b-3c-3d-3e+1'),
  // 6 unknowns (10) — two constant
  c('(a+b)(c+d)(e+f)-(a+b)(c+d)e'), c('(a+f)^2-a^2-f^2+bcde'), c('abc-def-abc+def+f'), c('(a+b+c)^2-(a+b+c)^2+(d+e+f)^2-(d+e+f)^2+30'), c('(a-b)(c-d)(e-f)+(b-a)(c-d)(e-f)+ef'),
  c('a(b+c+d+e+f)-ab-ac-ad-ae-af+bf'), c('(ab-cd)(ab+cd)+c^2d^2-a^2b^2+e+f'), c('(a+b)(c+d)(e+f)/((a+b)(c+d))', 'fraction'), c('(ace+bdf)-(bdf+ace)+100'), c('(a+b+c+d+e+f)^2-(a+b+c+d+e+f)^2+ab'),
];

export const STAGE_DECKS: readonly (readonly CardSource[])[] = [STAGE_1, STAGE_2, STAGE_3, STAGE_4];
