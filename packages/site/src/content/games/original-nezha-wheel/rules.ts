import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Nezha Wheel: game rules',
    intro:
      'Nezha Wheel is a single-player wheel game themed on the boy hero Nezha. Each spin turns his Wind Fire Wheel, a ring of 50 equal segments. Most segments are ash and pay nothing; the others pay a fixed multiplier, and one segment, the Universe Ring, spins the inner Lotus Ring for a multiplier of up to 100x.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per spin is from 0.10 to 500.00 CNY, or the equivalent set by the operator in other currencies.',
          'Choose the bet with the chip selector or the + and − buttons. The bet stays the same from spin to spin until you change it.',
          'There are no other choices to make before a spin: every spin uses the same wheel shown in the tables below.',
        ],
      },
      {
        heading: 'How a spin plays',
        list: [
          'Press Spin. The bet is taken from your balance and the result of the whole spin, including any Lotus Ring spin, is drawn at that moment.',
          'The Wind Fire Wheel turns and stops with one segment under Nezha\'s spear tip. Each of the 50 segments is equally likely.',
          'An ash segment pays nothing. A multiplier segment pays the bet times that multiplier.',
          'The Universe Ring segment lights the inner Lotus Ring, which spins at once with no further bet. Each of its 20 segments is equally likely, and the one that stops under the spear tip pays the bet times its multiplier.',
          'Payouts include the returned bet and are added to your balance at the end of the spin.',
        ],
      },
      {
        heading: 'Wind Fire Wheel',
        paragraphs: [
          'The outer wheel has 50 segments. The last column shows how much each segment contributes to the RTP; the Universe Ring is counted at the Lotus Ring\'s average of 14.4x.',
        ],
        table: {
          caption: 'Outer wheel segments',
          head: ['Segment', 'Segments', 'Probability', 'Pays', 'RTP contribution'],
          rows: [
            ['Ash', '36', '72.00%', '0x', '0.00%'],
            ['1.2x', '4', '8.00%', '1.2x', '9.60%'],
            ['1.5x', '2', '4.00%', '1.5x', '6.00%'],
            ['2x', '4', '8.00%', '2x', '16.00%'],
            ['3x', '1', '2.00%', '3x', '6.00%'],
            ['5x', '1', '2.00%', '5x', '10.00%'],
            ['10x', '1', '2.00%', '10x', '20.00%'],
            ['Universe Ring', '1', '2.00%', 'Lotus Ring spin', '28.80%'],
            ['Total', '50', '100.00%', '', '96.40%'],
          ],
        },
      },
      {
        heading: 'Universe Ring and the Lotus Ring',
        paragraphs: [
          'The Lotus Ring has 20 segments and no blanks: a Lotus Ring spin always pays at least 3x. The average Lotus Ring multiplier is 288 ÷ 20 = 14.4x. The last column is the chance of each result per spin of the main wheel (2.00% times the Lotus Ring probability).',
        ],
        table: {
          caption: 'Lotus Ring segments',
          head: ['Multiplier', 'Segments', 'Probability on the Lotus Ring', 'Probability per spin'],
          rows: [
            ['3x', '6', '30.00%', '0.60%'],
            ['5x', '6', '30.00%', '0.60%'],
            ['10x', '4', '20.00%', '0.40%'],
            ['25x', '2', '10.00%', '0.20%'],
            ['50x', '1', '5.00%', '0.10%'],
            ['100x', '1', '5.00%', '0.10%'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 96.40%: the outer multipliers return 67.60% and the Universe Ring returns 28.80%.',
          'The maximum win is 100x the bet, from the 100x Lotus Ring segment: one spin in 1,000 on average.',
          'The hit rate is 28.00%: 14 of the 50 segments pay (13 multiplier segments and the Universe Ring).',
          'RTP is a long-term average over a very large number of spins.',
        ],
      },
      {
        heading: 'Autoplay and Turbo',
        list: [
          'Autoplay runs 10, 25, 50, 100 or 200 spins at the current bet. You must set a loss limit; a single-win limit is optional.',
          'Autoplay stops at either limit, when the Universe Ring is hit if you chose that option, when you press Stop, when your balance is below the bet or when the connection is lost.',
          'Turbo shortens the wheel animation. It does not change the results or their probabilities.',
          'The last 20 results are shown in the history strip above the wheel.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: [
          'Results are drawn by the game server\'s certified random number generator. The animation only shows a result that has already been decided; the speed of the wheel, Turbo and the moment you press Spin have no effect on it.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'If your connection drops after a spin has started, the spin, including any Lotus Ring spin, is completed on the server and the win is credited to your balance. When you return, the game shows the result of the interrupted spin before you can spin again. A bet that did not reach the server is not taken.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '哪吒风火轮：游戏规则',
    intro:
      '哪吒风火轮是一款以少年英雄哪吒为主题的单人转轮游戏。每次旋转都会转动他的风火轮，轮上共有50个等分格。大多数格子是灰烬，没有派彩；其余格子派发固定倍数，其中一格为乾坤圈，会转动内圈的莲花轮，倍数最高100倍。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次旋转的投注额为0.10至500.00元人民币，其他币种按运营商设定的等值金额计算。',
          '通过筹码选择器或“+”“−”按钮选择投注额。投注额在更改之前会一直沿用。',
          '旋转前无需作其他选择：每次旋转都使用下表所示的同一个转轮。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“旋转”。投注额从余额中扣除，整次旋转的结果（包括可能触发的莲花轮旋转）在此刻即已抽出。',
          '风火轮转动后停下，火尖枪枪尖所指的格子即为结果。50个格子的概率均相等。',
          '灰烬格没有派彩。倍数格派发投注额乘以该倍数。',
          '停在乾坤圈格时，内圈莲花轮亮起并立即旋转，无需再次投注。莲花轮的20个格子概率均相等，枪尖所指的格子派发投注额乘以其倍数。',
          '派彩已包含本金，在旋转结束时存入您的余额。',
        ],
      },
      {
        heading: '风火轮',
        paragraphs: [
          '外圈转轮共有50个格子。最后一栏显示每种格子对返还率的贡献；乾坤圈按莲花轮的平均倍数14.4倍计算。',
        ],
        table: {
          caption: '外圈转轮格子',
          head: ['格子', '格数', '概率', '派彩', '返还率贡献'],
          rows: [
            ['灰烬', '36', '72.00%', '0倍', '0.00%'],
            ['1.2倍', '4', '8.00%', '1.2倍', '9.60%'],
            ['1.5倍', '2', '4.00%', '1.5倍', '6.00%'],
            ['2倍', '4', '8.00%', '2倍', '16.00%'],
            ['3倍', '1', '2.00%', '3倍', '6.00%'],
            ['5倍', '1', '2.00%', '5倍', '10.00%'],
            ['10倍', '1', '2.00%', '10倍', '20.00%'],
            ['乾坤圈', '1', '2.00%', '莲花轮旋转', '28.80%'],
            ['合计', '50', '100.00%', '', '96.40%'],
          ],
        },
      },
      {
        heading: '乾坤圈与莲花轮',
        paragraphs: [
          '莲花轮共有20个格子，没有空格：莲花轮旋转至少派发3倍。莲花轮的平均倍数为288 ÷ 20 = 14.4倍。最后一栏为每次旋转外圈转轮时出现该结果的概率（2.00%乘以莲花轮上的概率）。',
        ],
        table: {
          caption: '莲花轮格子',
          head: ['倍数', '格数', '莲花轮上的概率', '每次旋转的概率'],
          rows: [
            ['3倍', '6', '30.00%', '0.60%'],
            ['5倍', '6', '30.00%', '0.60%'],
            ['10倍', '4', '20.00%', '0.40%'],
            ['25倍', '2', '10.00%', '0.20%'],
            ['50倍', '1', '5.00%', '0.10%'],
            ['100倍', '1', '5.00%', '0.10%'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '理论返还率（RTP）为96.40%：外圈倍数格返还67.60%，乾坤圈返还28.80%。',
          '最高赢额为投注额的100倍，来自莲花轮的100倍格子，平均每1,000次旋转出现一次。',
          '中奖率为28.00%：50个格子中有14个有派彩（13个倍数格和1个乾坤圈）。',
          '返还率是大量旋转次数的长期平均值。',
        ],
      },
      {
        heading: '自动游戏与快速模式',
        list: [
          '自动游戏按当前投注额进行10、25、50、100或200次旋转。必须设定亏损上限，单次赢额上限可选。',
          '达到任一上限、（若已勾选该选项）转中乾坤圈、点击“停止”、余额低于投注额或网络连接中断时，自动游戏停止。',
          '快速模式会缩短转轮动画，不会改变结果或其概率。',
          '转轮上方的记录栏显示最近20次结果。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: [
          '结果由游戏服务器经认证的随机数生成器抽取。动画只是展示已经确定的结果；转轮速度、快速模式以及点击“旋转”的时机都不会影响结果。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '如果旋转开始后网络连接中断，该次旋转（包括可能触发的莲花轮旋转）会在服务器上完成，赢得的金额会存入您的余额。返回游戏时，会先显示被中断的旋转结果，然后才能再次旋转。未送达服务器的投注不会被扣除。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '哪吒風火輪：遊戲規則',
    intro:
      '哪吒風火輪是一款以少年英雄哪吒為主題的單人轉輪遊戲。每次旋轉都會轉動他的風火輪，輪上共有50個等分格。大多數格子是灰燼，沒有派彩；其餘格子派發固定倍數，其中一格為乾坤圈，會轉動內圈的蓮花輪，倍數最高100倍。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次旋轉的投注額為人民幣0.10至500.00元，其他幣別依營運商設定的等值金額計算。',
          '透過籌碼選擇器或「+」「−」按鈕選擇投注額。投注額在更改之前會一直沿用。',
          '旋轉前不需做其他選擇：每次旋轉都使用下表所示的同一個轉輪。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「旋轉」。投注額從餘額中扣除，整次旋轉的結果（包括可能觸發的蓮花輪旋轉）在此刻即已抽出。',
          '風火輪轉動後停下，火尖槍槍尖所指的格子即為結果。50個格子的機率皆相等。',
          '灰燼格沒有派彩。倍數格派發投注額乘以該倍數。',
          '停在乾坤圈格時，內圈蓮花輪亮起並立即旋轉，無需再次投注。蓮花輪的20個格子機率皆相等，槍尖所指的格子派發投注額乘以其倍數。',
          '派彩已包含本金，於旋轉結束時存入您的餘額。',
        ],
      },
      {
        heading: '風火輪',
        paragraphs: [
          '外圈轉輪共有50個格子。最後一欄顯示每種格子對返還率的貢獻；乾坤圈以蓮花輪的平均倍數14.4倍計算。',
        ],
        table: {
          caption: '外圈轉輪格子',
          head: ['格子', '格數', '機率', '派彩', '返還率貢獻'],
          rows: [
            ['灰燼', '36', '72.00%', '0倍', '0.00%'],
            ['1.2倍', '4', '8.00%', '1.2倍', '9.60%'],
            ['1.5倍', '2', '4.00%', '1.5倍', '6.00%'],
            ['2倍', '4', '8.00%', '2倍', '16.00%'],
            ['3倍', '1', '2.00%', '3倍', '6.00%'],
            ['5倍', '1', '2.00%', '5倍', '10.00%'],
            ['10倍', '1', '2.00%', '10倍', '20.00%'],
            ['乾坤圈', '1', '2.00%', '蓮花輪旋轉', '28.80%'],
            ['合計', '50', '100.00%', '', '96.40%'],
          ],
        },
      },
      {
        heading: '乾坤圈與蓮花輪',
        paragraphs: [
          '蓮花輪共有20個格子，沒有空格：蓮花輪旋轉至少派發3倍。蓮花輪的平均倍數為288 ÷ 20 = 14.4倍。最後一欄為每次旋轉外圈轉輪時出現該結果的機率（2.00%乘以蓮花輪上的機率）。',
        ],
        table: {
          caption: '蓮花輪格子',
          head: ['倍數', '格數', '蓮花輪上的機率', '每次旋轉的機率'],
          rows: [
            ['3倍', '6', '30.00%', '0.60%'],
            ['5倍', '6', '30.00%', '0.60%'],
            ['10倍', '4', '20.00%', '0.40%'],
            ['25倍', '2', '10.00%', '0.20%'],
            ['50倍', '1', '5.00%', '0.10%'],
            ['100倍', '1', '5.00%', '0.10%'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '理論返還率（RTP）為96.40%：外圈倍數格返還67.60%，乾坤圈返還28.80%。',
          '最高贏額為投注額的100倍，來自蓮花輪的100倍格子，平均每1,000次旋轉出現一次。',
          '中獎率為28.00%：50個格子中有14個有派彩（13個倍數格及1個乾坤圈）。',
          '返還率是大量旋轉次數的長期平均值。',
        ],
      },
      {
        heading: '自動遊戲與快速模式',
        list: [
          '自動遊戲以目前投注額進行10、25、50、100或200次旋轉。必須設定虧損上限，單次贏額上限可自行選擇。',
          '達到任一上限、（若已勾選此選項）轉中乾坤圈、按下「停止」、餘額低於投注額或網路連線中斷時，自動遊戲即停止。',
          '快速模式會縮短轉輪動畫，不會改變結果或其機率。',
          '轉輪上方的紀錄列顯示最近20次結果。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: [
          '結果由遊戲伺服器經認證的隨機數產生器抽出。動畫只是呈現已經確定的結果；轉輪速度、快速模式以及按下「旋轉」的時機都不會影響結果。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '若旋轉開始後網路連線中斷，該次旋轉（包括可能觸發的蓮花輪旋轉）會在伺服器上完成，贏得的金額會存入您的餘額。返回遊戲時，會先顯示被中斷的旋轉結果，之後才能再次旋轉。未送達伺服器的投注不會被扣除。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
