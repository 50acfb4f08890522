/**
 * A held-out word sample (issue 28: "Keep a held-out word sample in tests: a few hundred ordinary words a 10-year-old
 * uses that every English list must accept, and the blocked stems' inflections that none may"), for English, French,
 * Spanish, Italian and Portuguese. The words were written from a child's day (home, school, play, food, animals,
 * weather), not taken from the lists or the denylist; the lists are then checked against them as compiled. When the
 * sample was first run, the school list lacked ladybird, lunchbox, snowman, grandma, maths (maths was in no English
 * list), French kept merdique and Italian fottuto: the build now adds and refuses them.
 */
import { describe, expect, it } from 'vitest';
import { graphData } from '../../src/build/words';
import { WordGraph } from '../../src/games/words/dawg';
import { foldWord, type GraphName } from '../../src/games/words/lexicon';

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const graphs = new Map<GraphName, WordGraph>();
const graph = (name: GraphName): WordGraph => {
  let g = graphs.get(name);
  if (!g) {
    g = new WordGraph(graphData(name));
    graphs.set(name, g);
  }
  return g;
};
/** The words of `sample` a list lacks, and those it holds. */
const lacking = (name: GraphName, sample: readonly string[]): string[] =>
  sample.filter((w) => !graph(name).has(foldWord(w, name === 'es' || name === 'esnames') ?? w));
const holding = (name: GraphName, sample: readonly string[]): string[] =>
  sample.filter((w) => graph(name).has(foldWord(w, name === 'es' || name === 'esnames') ?? w));

/** A 10-year-old's ordinary English words (337), in the forms they write them. */
const EN = words(`
played playing plays jumped jumping runs running swam swimming climbed climbing bigger biggest smaller smallest
happier happiest funnier funniest children mice teeth feet geese wolves leaves knives babies puppies kittens
ponies berries cherries stories parties butterflies dinosaurs octopus spider spiders snail worm ant ants bee
beetle ladybird caterpillar hamster rabbit guinea parrot penguin dolphin shark crab jellyfish seal kangaroo
koala panda bear owl eagle duckling chick lamb calf foal homework classroom playground lunchbox scissors glue
pencil pencils eraser rubber sharpener ruler backpack schoolbag notebook whiteboard spelling maths science
history geography music art reading writing sums fractions addition subtraction multiply divide minus plus
equals number numbers hundred thousand million half quarter circle square triangle rectangle cube sphere map
globe planet planets astronaut rocket moon stars sunshine rainbow thunder lightning storm snowman snowflake
puddle umbrella wellies boots scarf gloves mittens jumper sweater shorts trousers jeans pyjamas slippers
trainers sandals breakfast lunch dinner supper sandwich crisps biscuit biscuits pancake pancakes cereal yoghurt
juice lemonade popcorn sweets candy pizza pasta spaghetti noodles burger chips sausage sausages carrot carrots
peas broccoli strawberry strawberries grapes watermelon pineapple mum mom dad grandma grandpa granny auntie baby
brother sister cousin friend friends neighbour teacher headteacher doctor nurse dentist firefighter police
farmer builder football soccer basketball tennis swimming skipping hopscotch hide seek tag chase bicycle scooter
skateboard trampoline swing slide seesaw sandpit jigsaw puzzle puzzles dolls teddy robot robots video games
computer tablet phone camera television cartoon cartoons movie film song songs dance dancing singing drawing
painting colouring coloring birthday present presents balloon balloons cake candles party holiday holidays beach
seaside bucket spade sandcastle picnic camping tent forest garden flowers tree trees leaf grass happy sad angry
scared excited bored tired hungry thirsty brave kind friendly funny silly clever quiet loud fast slow tall short
heavy light hot cold warm wet dry clean dirty new old young beautiful ugly nice naughty sorry please thank
thanks hello goodbye yes no maybe always never sometimes today tomorrow yesterday morning afternoon evening
night week weekend summer autumn winter spring
`);

/** Inflections of blocked English stems (the naughty-words list and our own denylist): no English list holds them. */
const EN_BLOCKED = words(`
fucks fucked fucker fuckers fucking motherfucker motherfuckers shits shitted shitting shitty shittier bullshit
bitches bitching bitchy cunts cunty dicks dickhead dickheads pissed pissing wanker wankers wanking twats sluts
slutty whores whored whoring raped rapes raping rapist rapists nigger niggers nigga faggot faggots fags retard
retards titties tits boobs dildo dildos porn porno crapped crapping homos pussies
`);

const FR = words(`
maison maisons ecole ecoles chat chats chien chiens chienne oiseau oiseaux cheval chevaux lapin souris poisson
poissons livre livres cahier crayon crayons stylo gomme regle cartable trousse maitresse maitre professeur eleve
eleves ami amie amis copain copine maman papa frere soeur bebe grand petit petite petits jolie joli content
triste fatigue manger mange mangeons mangeait boire dormir jouer joue jouons jouait courir sauter chanter danser
dessiner lire ecrire compter pomme pommes banane gateau gateaux bonbon bonbons pain fromage lait eau jus soupe
table chaise lit porte fenetre jardin arbre arbres fleur fleurs soleil lune etoile nuage pluie neige vent ete
hiver printemps automne lundi mardi samedi dimanche bonjour merci baiser trique tringle
`);
const FR_BLOCKED = words(`
merde merdes merdique putain putains pute putes salope salopes salaud salauds connard connards connasse encule
encules enculer branler branlait branlette petasse petasses gouine gouines negre negres chier chie chiasse
foutre foutu emmerder emmerdeur
`);
const ES = words(`
casa casas escuela escuelas perro perros perra gato gatos pajaro caballo conejo raton pez peces libro libros
cuaderno lapiz lapices goma regla mochila maestra maestro profesor alumno alumnos amigo amiga amigos mama papa
hermano hermana bebe grande pequeño pequeña bonito feliz triste cansado comer comemos comia beber dormir jugar
jugamos jugaba correr saltar cantar bailar dibujar leer escribir contar manzana manzanas platano pastel pan
queso leche agua zumo sopa mesa silla cama puerta ventana jardin arbol arboles flor flores sol luna estrella
nube lluvia nieve viento verano invierno primavera otoño lunes sabado domingo hola gracias zorra zorro pinche
pedazo fuelle
`);
const ES_BLOCKED = words(`
mierda mierdas puta putas puto putos cabron cabrones coño coños gilipollas follar follando follaban jodido
jodida jodiendo joder chingada chingar pendejo pendejos maricon maricones polla pollas culo culos
`);
const IT = words(`
casa case scuola scuole cane cani gatto gatti uccello cavallo coniglio topo pesce pesci libro libri quaderno
matita matite gomma righello zaino maestra maestro professore alunno alunni amico amica amici mamma papa
fratello sorella bambino bambina grande piccolo piccola bello felice triste stanco mangiare mangiamo mangiava
bere dormire giocare giochiamo giocava correre saltare cantare ballare disegnare leggere scrivere contare mela
mele banana torta pane formaggio latte acqua succo zuppa tavolo sedia letto porta finestra giardino albero
alberi fiore fiori sole luna stella nuvola pioggia neve vento estate inverno primavera autunno lunedi sabato
domenica ciao grazie tromba finocchio regina
nonno nonna zio zia
`);
const IT_BLOCKED = words(`
cazzo cazzi stronzo stronzi stronza stronze troia troie puttana puttane merda merde coglione coglioni minchia
vaffanculo fottere fottuto cagare pisciare
`);
const PT = words(`
casa casas escola escolas cachorro cachorros gato gatos passaro cavalo coelho rato peixe peixes livro livros
caderno lapis borracha regua mochila professora professor aluno alunos amigo amiga amigos mae pai irmao irma
bebe grande pequeno pequena bonito feliz triste cansado comer comemos comia beber dormir brincar brincamos
brincava correr pular cantar dancar desenhar ler escrever contar maca macas banana bolo pao queijo leite agua
suco sopa mesa cadeira cama porta janela jardim arvore arvores flor flores sol lua estrela nuvem chuva neve
vento verao inverno primavera outono segunda sabado domingo ola obrigado obrigada veado pinto transe
tio tia menino menina tartaruga
`);
const PT_BLOCKED = words(`
merda merdas puta putas caralho caralhos foder fodido porra porras cacete buceta cu
`);

// a missing cache entry means compiling a list: tens of seconds on a loaded machine
describe('the held-out word sample', { timeout: 240_000 }, () => {
  it('every English list accepts a 10-year-old’s ordinary words and refuses every blocked inflection', () => {
    expect(EN.length).toBeGreaterThan(300);
    for (const list of ['school', 'older', 'full'] as const) {
      expect(lacking(list, EN), list).toEqual([]);
      expect(holding(list, EN_BLOCKED), list).toEqual([]);
    }
    // the school list alone refuses the words of older students' lessons that children use rudely
    expect(holding('school', words('horny sexy genitals'))).toEqual([]);
  });

  it('French, Spanish, Italian and Portuguese: a child’s ordinary words accepted, blocked inflections refused', () => {
    const cases: [GraphName, string[], string[]][] = [
      ['fr', FR, FR_BLOCKED],
      ['es', ES, ES_BLOCKED],
      ['it', IT, IT_BLOCKED],
      ['pt', PT, PT_BLOCKED],
    ];
    for (const [list, ok, blocked] of cases) {
      expect(ok.length, list).toBeGreaterThanOrEqual(100);
      expect(lacking(list, ok), list).toEqual([]);
      expect(holding(list, blocked), list).toEqual([]);
    }
  });

  it('Ω: fragments and articles are no proper nouns', () => {
    expect(holding('names', words('Du Fr Ha Kb'))).toEqual([]);
    expect(holding('esnames', words('El La Los Las'))).toEqual([]);
  });
});
