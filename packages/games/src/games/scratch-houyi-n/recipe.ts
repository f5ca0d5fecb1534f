import type { GameRecipe } from '../../engine/recipe.js';
import { MOON_SPOT, NO_SKY_PRIZE, SUNS, TICKETS_PER_TABLE, TIERS } from './math.js';

const tiers = TIERS.map((tier, index) => [index, tier.detail.shot ?? `below(${NO_SKY_PRIZE})`, tier.detail.moon, tier.multiplier / 10_000, tier.weight]);
const last = SUNS - 1;

/** Hou Yi Shoots the Suns' recipe: the tier by weight, then the suns shot down and the box (engine.ts). */
export const recipe: GameRecipe = {
  steps: {
    en: [
      `Tier: weighted(tier weights) with the first float, over the table below (its weights are the rule page's tickets per ${TICKETS_PER_TABLE.toLocaleString('en')}, losing tickets first).`,
      `The count of suns shot down: the tier's; on a tier that wins nothing in the sky (losing, Elixir, Jade Rabbit) below(${NO_SKY_PRIZE}), so none or one.`,
      `shuffled(the suns 0 to ${last}, count) gives the suns shot down; every other sun is still burning. No tier shoots all ${SUNS}: at least one always burns.`,
      `The Moon Palace box (spot ${MOON_SPOT}) shows the tier's symbol: the Elixir or the Jade Rabbit on their tiers, a cloud on every other tier.`,
      `The suns are numbered 0 to ${last} from left to right. The prize is the tier's multiplier times the ticket price, rounded down to the currency's smallest unit.`,
    ],
    'zh-TW': [
      `獎級：以第一個浮點數執行 weighted(獎級權重)，權重見下表（即規則頁每 ${TICKETS_PER_TABLE.toLocaleString('en')} 張的中獎張數，未中獎列在最前）。`,
      `射落的太陽數量：依獎級而定；天空區不中獎的獎級（未中獎、不老藥、玉兔）則為 below(${NO_SKY_PRIZE})，即零個或一個。`,
      `shuffled(太陽 0 至 ${last}, 數量) 決定射落的太陽，其餘太陽仍在燃燒。沒有任何獎級射落全部 ${SUNS} 個：至少一個太陽始終在燃燒。`,
      `月宮格（格子 ${MOON_SPOT}）顯示獎級的圖案：不老藥或玉兔獎級顯示該圖案，其他獎級一律顯示雲朵。`,
      `太陽由左至右編號 0 至 ${last}。獎金為獎級倍數乘以彩券價格，無條件捨去至幣別最小單位。`,
    ],
    'zh-CN': [
      `奖级：以第一个浮点数执行 weighted(奖级权重)，权重见下表（即规则页每 ${TICKETS_PER_TABLE.toLocaleString('en')} 张的中奖张数，未中奖列在最前）。`,
      `射落的太阳数量：按奖级而定；天空区不中奖的奖级（未中奖、不老药、玉兔）则为 below(${NO_SKY_PRIZE})，即零个或一个。`,
      `shuffled(太阳 0 至 ${last}, 数量) 决定射落的太阳，其余太阳仍在燃烧。没有任何奖级射落全部 ${SUNS} 个：至少一个太阳始终在燃烧。`,
      `月宫格（格子 ${MOON_SPOT}）显示奖级的图案：不老药或玉兔奖级显示该图案，其他奖级一律显示云朵。`,
      `太阳从左到右编号 0 至 ${last}。奖金为奖级倍数乘以彩票价格，向下取整至币种最小单位。`,
    ],
    'de-CH': [
      `Stufe: weighted(Gewichte der Stufen) mit der ersten Zahl, über die Tabelle unten (ihre Gewichte sind die Lose pro ${TICKETS_PER_TABLE.toLocaleString('de-CH')} der Spielregeln, die Nieten zuerst).`,
      `Die Zahl der abgeschossenen Sonnen: die der Stufe; bei einer Stufe ohne Gewinn am Himmel (Niete, Elixier, Jadehase) below(${NO_SKY_PRIZE}), also keine oder eine.`,
      `shuffled(die Sonnen 0 bis ${last}, Anzahl) ergibt die abgeschossenen Sonnen; alle anderen brennen noch. Keine Stufe schiesst alle ${SUNS} ab: mindestens eine brennt immer.`,
      `Das Mondpalast-Feld (Feld ${MOON_SPOT}) zeigt das Symbol der Stufe: das Elixier oder den Jadehasen auf deren Stufen, eine Wolke auf allen anderen.`,
      `Die Sonnen sind von links nach rechts von 0 bis ${last} nummeriert. Der Gewinn ist der Multiplikator der Stufe mal den Lospreis, abgerundet auf die kleinste Einheit der Währung.`,
    ],
  },
  tables: [
    {
      caption: { en: 'Tiers, in the order weighted() reads them', 'zh-TW': '獎級（weighted() 的順序）', 'zh-CN': '奖级（weighted() 的顺序）', 'de-CH': 'Stufen, in der Reihenfolge von weighted()' },
      head: {
        en: ['Index', 'Suns shot down', 'Moon Palace', 'Prize (x price)', 'Weight'],
        'zh-TW': ['序號', '射落太陽數', '月宮', '獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['序号', '射落太阳数', '月宫', '奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Index', 'Abgeschossene Sonnen', 'Mondpalast', 'Gewinn (x Preis)', 'Gewicht'],
      },
      rows: tiers,
    },
  ],
};
