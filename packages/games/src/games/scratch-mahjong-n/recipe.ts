import type { GameRecipe } from '../../engine/recipe.js';
import { MELDS, meldTiles } from './hand.js';
import { TICKETS_PER_TABLE, TIERS, TILES } from './math.js';

const tiers = TIERS.map((tier, index) => [index, tier.detail.hand ?? '—', tier.multiplier / 10_000, tier.weight]);
const per = TICKETS_PER_TABLE.toLocaleString('en');

/** Mahjong Scratch's recipe: the tier by weight, then the tier's deal until it fits, then the places (engine.ts). */
export const recipe: GameRecipe = {
  steps: {
    en: [
      `Tier: weighted(tier weights) with the first float, over the tier table (its weights are the rule page's tickets per ${per}, losing tickets first).`,
      'Deal: pick(list) below means list[below(length of list)]; tiles and sets are numbered as in their tables. A losing tier: shuffled(the 136 tiles, each tile of the tile table four times in table order, 14). THIRTEEN_ORPHANS: the thirteen orphans (DOT1, DOT9, BAM1, BAM9, CHR1, CHR9, EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE) and pick(those thirteen). BIG_THREE_DRAGONS: the pungs of RED, GREEN and WHITE, pick(the 55 sets), a pair of pick(the 34 tiles). FULL_FLUSH: suit = pick(DOT, BAM, CHR); four times pick(the suit\'s 16 sets: its pungs of 1 to 9, then its chows from 1-2-3 to 7-8-9, in set table order); a pair of pick(the suit\'s tiles 1 to 9). SEVEN_PAIRS: shuffled(the 34 tiles, 7), each tile twice. HALF_FLUSH: suit = pick(DOT, BAM, CHR); four times pick(the suit\'s 16 sets, then the pungs of EAST to WHITE: 23 sets); a pair of pick(the suit\'s tiles 1 to 9, then EAST to WHITE: 16 tiles). ALL_PUNGS: four times pick(the 34 pungs, sets 0 to 33); a pair of pick(the 34 tiles). ALL_CHOWS: four times pick(the 21 chows, sets 34 to 54); a pair of pick(the 34 tiles). CHICKEN: four times pick(the 55 sets); a pair of pick(the 34 tiles).',
      'The dealt tiles are listed set by set as drawn (a pung: its tile three times; a chow: its three tiles rising), then the pair twice (Seven Pairs: each pair as drawn; Thirteen Orphans: the thirteen in table order, then the picked one).',
      'Check: the deal stands if no tile shows more than four times, not all fourteen are winds and dragons, and the hand the fourteen tiles form (next step) is the tier\'s hand (no complete hand, for a losing tier). Otherwise the tier\'s deal is made again from its first read (the suit included), on the floats that follow.',
      'The hand: the fourteen tiles are read in every way as four sets and a pair (a pung: three of a tile; a chow: three consecutive numbers of one suit), as SEVEN_PAIRS (seven different tiles, each exactly twice) and as THIRTEEN_ORPHANS (all thirteen orphans and a second of one of them). A reading as sets fits CHICKEN; ALL_PUNGS if its four sets are pungs; ALL_CHOWS if they are chows; BIG_THREE_DRAGONS if they include the pungs of RED, GREEN and WHITE. Any complete reading also fits FULL_FLUSH if every tile is of one suit, and HALF_FLUSH if the tiles are of exactly one suit and at least one is a wind or a dragon. The hand is the highest-paying fit of all readings.',
      'Places: shuffled(the fourteen dealt tiles, 14): the first thirteen are spots 0 to 12 (the hand, left to right), the fourteenth is spot 13, the Draw. The prize is the tier\'s multiplier times the ticket price, rounded down to the currency\'s smallest unit.',
    ],
    'zh-TW': [
      `獎級：以第一個浮點數執行 weighted(獎級權重)，權重見獎級表（即規則頁每 ${per} 張的中獎張數，未中獎列在最前）。`,
      '發牌：下文 pick(清單) 表示 清單[below(清單長度)]；牌與面子的編號見各表。未中獎獎級：shuffled(136 張牌：牌表每張牌依表中順序各列四次, 14)。THIRTEEN_ORPHANS：十三張么九牌（DOT1、DOT9、BAM1、BAM9、CHR1、CHR9、EAST、SOUTH、WEST、NORTH、RED、GREEN、WHITE）再加 pick(這十三張)。BIG_THREE_DRAGONS：RED、GREEN、WHITE 三副刻子，pick(55 組面子)，再以 pick(34 種牌) 作一對將眼。FULL_FLUSH：花色 = pick(DOT, BAM, CHR)；四次 pick(該花色的 16 組面子：1 至 9 的刻子，再是 1-2-3 至 7-8-9 的順子，依面子表順序)；以 pick(該花色 1 至 9 的牌) 作一對將眼。SEVEN_PAIRS：shuffled(34 種牌, 7)，每張各兩次。HALF_FLUSH：花色 = pick(DOT, BAM, CHR)；四次 pick(該花色的 16 組面子，再是 EAST 至 WHITE 的刻子：共 23 組)；以 pick(該花色 1 至 9 的牌，再是 EAST 至 WHITE：共 16 種) 作一對將眼。ALL_PUNGS：四次 pick(34 副刻子，面子 0 至 33)；以 pick(34 種牌) 作一對將眼。ALL_CHOWS：四次 pick(21 組順子，面子 34 至 54)；以 pick(34 種牌) 作一對將眼。CHICKEN：四次 pick(55 組面子)；以 pick(34 種牌) 作一對將眼。',
      '發出的牌依抽出順序逐組列出（刻子：同一張牌三次；順子：三張牌由小到大），最後是將眼兩張（七對子：各對依抽出順序；十三么：十三張依表中順序，再加抽出的一張）。',
      '檢查：若沒有任何牌出現超過四次、十四張並非全是風牌和三元牌，且十四張牌組成的牌型（見下一步）正是該獎級的牌型（未中獎獎級則須不成胡牌），這次發牌即成立。否則以接下來的浮點數，從該獎級的第一次讀取（包括花色）重新發牌。',
      '牌型：十四張牌以所有方式讀作四組面子加一對將眼（刻子：三張相同的牌；順子：同一花色三個連續數字）、SEVEN_PAIRS（七種不同的牌各恰好兩張）及 THIRTEEN_ORPHANS（十三張么九牌齊全，其中一張多一張）。讀作面子的方式符合 CHICKEN；四組皆為刻子時符合 ALL_PUNGS；皆為順子時符合 ALL_CHOWS；含 RED、GREEN、WHITE 三副刻子時符合 BIG_THREE_DRAGONS。任何成胡的讀法，若全部牌為同一花色亦符合 FULL_FLUSH；若牌中恰有一種花色且至少有一張風牌或三元牌，亦符合 HALF_FLUSH。牌型為所有讀法中派彩最高的一項。',
      '位置：shuffled(發出的十四張牌, 14)：前十三張為格子 0 至 12（手牌，由左至右），第十四張為格子 13，即摸牌。獎金為獎級倍數乘以彩券價格，無條件捨去至幣別最小單位。',
    ],
    'zh-CN': [
      `奖级：以第一个浮点数执行 weighted(奖级权重)，权重见奖级表（即规则页每 ${per} 张的中奖张数，未中奖列在最前）。`,
      '发牌：下文 pick(列表) 表示 列表[below(列表长度)]；牌与面子的编号见各表。未中奖奖级：shuffled(136 张牌：牌表每张牌按表中顺序各列四次, 14)。THIRTEEN_ORPHANS：十三张幺九牌（DOT1、DOT9、BAM1、BAM9、CHR1、CHR9、EAST、SOUTH、WEST、NORTH、RED、GREEN、WHITE）再加 pick(这十三张)。BIG_THREE_DRAGONS：RED、GREEN、WHITE 三副刻子，pick(55 组面子)，再以 pick(34 种牌) 作一对将牌。FULL_FLUSH：花色 = pick(DOT, BAM, CHR)；四次 pick(该花色的 16 组面子：1 至 9 的刻子，再是 1-2-3 至 7-8-9 的顺子，按面子表顺序)；以 pick(该花色 1 至 9 的牌) 作一对将牌。SEVEN_PAIRS：shuffled(34 种牌, 7)，每张各两次。HALF_FLUSH：花色 = pick(DOT, BAM, CHR)；四次 pick(该花色的 16 组面子，再是 EAST 至 WHITE 的刻子：共 23 组)；以 pick(该花色 1 至 9 的牌，再是 EAST 至 WHITE：共 16 种) 作一对将牌。ALL_PUNGS：四次 pick(34 副刻子，面子 0 至 33)；以 pick(34 种牌) 作一对将牌。ALL_CHOWS：四次 pick(21 组顺子，面子 34 至 54)；以 pick(34 种牌) 作一对将牌。CHICKEN：四次 pick(55 组面子)；以 pick(34 种牌) 作一对将牌。',
      '发出的牌按抽出顺序逐组列出（刻子：同一张牌三次；顺子：三张牌从小到大），最后是将牌两张（七对子：各对按抽出顺序；十三幺：十三张按表中顺序，再加抽出的一张）。',
      '检查：若没有任何牌出现超过四次、十四张并非全是风牌和三元牌，且十四张牌组成的牌型（见下一步）正是该奖级的牌型（未中奖奖级则须不成和牌），这次发牌即成立。否则以接下来的浮点数，从该奖级的第一次读取（包括花色）重新发牌。',
      '牌型：十四张牌以所有方式读作四组面子加一对将牌（刻子：三张相同的牌；顺子：同一花色三个连续数字）、SEVEN_PAIRS（七种不同的牌各恰好两张）及 THIRTEEN_ORPHANS（十三张幺九牌齐全，其中一张多一张）。读作面子的方式符合 CHICKEN；四组都是刻子时符合 ALL_PUNGS；都是顺子时符合 ALL_CHOWS；含 RED、GREEN、WHITE 三副刻子时符合 BIG_THREE_DRAGONS。任何和牌的读法，若全部牌为同一花色也符合 FULL_FLUSH；若牌中恰有一种花色且至少有一张风牌或三元牌，也符合 HALF_FLUSH。牌型为所有读法中派奖最高的一项。',
      '位置：shuffled(发出的十四张牌, 14)：前十三张为格子 0 至 12（手牌，从左到右），第十四张为格子 13，即摸牌。奖金为奖级倍数乘以彩票价格，向下取整至币种最小单位。',
    ],
    'de-CH': [
      `Stufe: weighted(Gewichte der Stufen) mit der ersten Zahl, über die Stufentabelle (ihre Gewichte sind die Lose pro ${TICKETS_PER_TABLE.toLocaleString('de-CH')} der Spielregeln, die Nieten zuerst).`,
      'Geben: pick(Liste) heisst unten Liste[below(Länge der Liste)]; Steine und Sätze sind wie in ihren Tabellen nummeriert. Eine Niete: shuffled(die 136 Steine, jeder Stein der Steintabelle viermal in Tabellenreihenfolge, 14). THIRTEEN_ORPHANS: die dreizehn Waisen (DOT1, DOT9, BAM1, BAM9, CHR1, CHR9, EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE) und pick(diese dreizehn). BIG_THREE_DRAGONS: die Pungs von RED, GREEN und WHITE, pick(die 55 Sätze), ein Paar aus pick(die 34 Steine). FULL_FLUSH: Farbe = pick(DOT, BAM, CHR); viermal pick(die 16 Sätze der Farbe: ihre Pungs von 1 bis 9, dann ihre Chows von 1-2-3 bis 7-8-9, in der Reihenfolge der Satztabelle); ein Paar aus pick(die Steine 1 bis 9 der Farbe). SEVEN_PAIRS: shuffled(die 34 Steine, 7), jeder Stein zweimal. HALF_FLUSH: Farbe = pick(DOT, BAM, CHR); viermal pick(die 16 Sätze der Farbe, dann die Pungs von EAST bis WHITE: 23 Sätze); ein Paar aus pick(die Steine 1 bis 9 der Farbe, dann EAST bis WHITE: 16 Steine). ALL_PUNGS: viermal pick(die 34 Pungs, Sätze 0 bis 33); ein Paar aus pick(die 34 Steine). ALL_CHOWS: viermal pick(die 21 Chows, Sätze 34 bis 54); ein Paar aus pick(die 34 Steine). CHICKEN: viermal pick(die 55 Sätze); ein Paar aus pick(die 34 Steine).',
      'Die gegebenen Steine werden Satz für Satz in der gezogenen Reihenfolge aufgelistet (ein Pung: sein Stein dreimal; ein Chow: seine drei Steine aufsteigend), dann das Paar zweimal (sieben Paare: jedes Paar wie gezogen; dreizehn Waisen: die dreizehn in Tabellenreihenfolge, dann der gezogene).',
      'Prüfung: Das Geben gilt, wenn kein Stein mehr als viermal vorkommt, nicht alle vierzehn Winde und Drachen sind und die Hand der vierzehn Steine (nächster Schritt) die Hand der Stufe ist (bei einer Niete: keine vollständige Hand). Sonst wird das Geben der Stufe ab ihrem ersten Lesen (die Farbe eingeschlossen) mit den folgenden Zahlen wiederholt.',
      'Die Hand: Die vierzehn Steine werden auf jede Weise als vier Sätze und ein Paar gelesen (ein Pung: dreimal derselbe Stein; ein Chow: drei aufeinanderfolgende Zahlen einer Farbe), als SEVEN_PAIRS (sieben verschiedene Steine, jeder genau zweimal) und als THIRTEEN_ORPHANS (alle dreizehn Waisen und einer davon ein zweites Mal). Eine Lesart als Sätze passt zu CHICKEN; zu ALL_PUNGS, wenn ihre vier Sätze Pungs sind; zu ALL_CHOWS, wenn es Chows sind; zu BIG_THREE_DRAGONS, wenn die Pungs von RED, GREEN und WHITE darunter sind. Jede vollständige Lesart passt ausserdem zu FULL_FLUSH, wenn alle Steine einer Farbe sind, und zu HALF_FLUSH, wenn die Steine genau eine Farbe haben und mindestens einer ein Wind oder Drache ist. Die Hand ist die am höchsten bezahlte Passung aller Lesarten.',
      'Plätze: shuffled(die vierzehn gegebenen Steine, 14): Die ersten dreizehn sind die Felder 0 bis 12 (die Hand, von links nach rechts), der vierzehnte ist Feld 13, der gezogene Stein. Der Gewinn ist der Multiplikator der Stufe mal den Lospreis, abgerundet auf die kleinste Einheit der Währung.',
    ],
  },
  tables: [
    {
      caption: { en: 'Tiers, in the order weighted() reads them', 'zh-TW': '獎級（weighted() 的順序）', 'zh-CN': '奖级（weighted() 的顺序）', 'de-CH': 'Stufen, in der Reihenfolge von weighted()' },
      head: {
        en: ['Index', 'Hand', 'Prize (x price)', 'Weight'],
        'zh-TW': ['序號', '牌型', '獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['序号', '牌型', '奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Index', 'Hand', 'Gewinn (x Preis)', 'Gewicht'],
      },
      rows: tiers,
    },
    {
      caption: { en: 'Tiles, in table order', 'zh-TW': '牌（牌表順序）', 'zh-CN': '牌（牌表顺序）', 'de-CH': 'Steine, in Tabellenreihenfolge' },
      head: { en: ['Index', 'Tile'], 'zh-TW': ['序號', '牌'], 'zh-CN': ['序号', '牌'], 'de-CH': ['Index', 'Stein'] },
      rows: TILES.map((tile, index) => [index, tile]),
    },
    {
      caption: { en: 'Sets: the 34 pungs, then the 21 chows', 'zh-TW': '面子：34 副刻子，再是 21 組順子', 'zh-CN': '面子：34 副刻子，再是 21 组顺子', 'de-CH': 'Sätze: die 34 Pungs, dann die 21 Chows' },
      head: { en: ['Index', 'Tiles'], 'zh-TW': ['序號', '牌'], 'zh-CN': ['序号', '牌'], 'de-CH': ['Index', 'Steine'] },
      rows: MELDS.map((meld, index) => [index, meldTiles(meld).join(' ')]),
    },
  ],
};
