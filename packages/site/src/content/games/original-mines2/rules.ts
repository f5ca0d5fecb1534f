import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Mines 2: Deep Sea: game rules',
    intro:
      'Mines 2: Deep Sea is a single-player mines game on a 6x6 seabed of 36 clams. You choose how deep to dive, which sets how many sea mines lie among the clams, then open clams to find pearls. Every pearl raises the multiplier; a sea mine ends the dive. You can surface with your win at any time, or bank half of it and keep diving with the rest.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per dive is from 0.20 to 500.00 CNY, or the equivalent set by the operator in other currencies.',
          'Set the bet with the bet field, the ½ and 2× buttons, or Min and Max.',
          'Choose a depth. Each depth has a fixed number of sea mines: Shallows 3 (33 pearls), Reef 6 (30 pearls), Trench 10 (26 pearls) and Abyss 18 (18 pearls). The default is Reef.',
          'Choose how to open clams: Single (one clam per tap) or Dive Pattern (mark 1 to 10 clams and open them together). You can switch between the two during a dive.',
        ],
      },
      {
        heading: 'How a dive plays',
        list: [
          'Press Dive. The bet is taken from your balance and the positions of the sea mines are fixed for the whole dive.',
          'Open a clam. A pearl moves the multiplier to the next step of the table; a sea mine ends the dive and the stake still in the dive is lost.',
          'In Dive Pattern mode, mark up to 10 clams and press Open. They are opened together: if all hold pearls, the multiplier moves on by that many steps, exactly as if they had been opened one by one; if any holds a sea mine, the dive ends.',
          'Press Surface at any time after your first pearl to collect the stake in the dive multiplied by the current multiplier.',
          'Surface Half can be used once per dive, after at least 2 pearls. It pays half of the bet multiplied by the current multiplier at once; the other half stays in the dive and goes on at the same multiplier. A sea mine after that loses only the half still in the dive.',
          'When all pearls have been found, or the 5,000x cap is reached, the dive surfaces automatically. At the end of every dive the whole seabed is shown.',
        ],
      },
      {
        heading: 'Multipliers',
        paragraphs: [
          'After k pearls at a depth with m sea mines, the multiplier is 0.965 × C(36, k) ÷ C(36 − m, k), where C(n, k) is the number of ways to choose k clams out of n: the fair price of k safe clams in a row, times the 96.50% RTP. Figures are shown rounded to two decimal places; the payout uses the exact multiplier and is rounded down to the smallest unit of the currency.',
          'A win can never exceed 5,000x the bet. The pick that would take the multiplier past 5,000x pays 5,000x and surfaces: at Shallows only the very last pearl, at Reef from the 26th pearl, at Trench from the 18th and at Abyss from the 10th. A dash in the table marks a step that cannot be reached.',
        ],
        table: {
          caption: 'Multiplier by pearls found and depth',
          head: ['Pearls found', 'Shallows (3 mines)', 'Reef (6 mines)', 'Trench (10 mines)', 'Abyss (18 mines)'],
          rows: [
            ['1', '1.05x', '1.16x', '1.34x', '1.93x'],
            ['2', '1.15x', '1.40x', '1.87x', '3.97x'],
            ['3', '1.26x', '1.70x', '2.65x', '8.44x'],
            ['4', '1.39x', '2.07x', '3.80x', '18.58x'],
            ['5', '1.53x', '2.55x', '5.53x', '42.46x'],
            ['6', '1.70x', '3.17x', '8.16x', '101.25x'],
            ['8', '2.10x', '4.99x', '18.69x', '667.33x'],
            ['10', '2.65x', '8.16x', '46.18x', '5,000.00x'],
            ['12', '3.40x', '13.96x', '125.07x', '—'],
            ['15', '5.18x', '34.64x', '695.43x', '—'],
            ['18', '8.44x', '101.25x', '5,000.00x', '—'],
            ['20', '12.30x', '234.72x', '—', '—'],
            ['25', '41.76x', '4,068.44x', '—', '—'],
            ['26', '57.42x', '5,000.00x', '—', '—'],
            ['30', '344.51x', '—', '—', '—'],
            ['33', '5,000.00x', '—', '—', '—'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 96.50% at every depth and for every surfacing point below the 5,000x cap. Surface Half does not change it, because each half is paid at the multiplier at which it leaves the dive. The pick that reaches the cap pays less than its uncapped multiplier, so diving on to the cap returns slightly less.',
          'The maximum win is 5,000x the bet.',
          'The hit rate depends on when you surface. At the default depth, Reef, surfacing after 3 pearls wins in 56.86% of dives. The chance that the first clam holds a pearl is 91.67% at Shallows, 83.33% at Reef, 72.22% at Trench and 50.00% at Abyss.',
          'RTP is a long-term average over a very large number of dives.',
        ],
      },
      {
        heading: 'Auto Dive',
        list: [
          'Mark a Dive Pattern of 1 to 10 clams and choose 5 to 250 dives. Each dive opens the pattern and surfaces if every clam holds a pearl.',
          'A loss limit is required; a profit limit is optional. Auto Dive stops at either limit, when you press Stop, when the balance is below the bet or when the connection is lost.',
        ],
      },
      {
        heading: 'Random number generation',
        paragraphs: [
          'Sea mine positions are drawn by the game server\'s certified random number generator when the dive starts, with every layout equally likely. They do not change during the dive and do not depend on the clams you choose. Each dive is stored with its round ID, its full seabed and every clam you opened, and can be viewed in your game history.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'A dive in progress is saved on the server and restored, with the clams already opened, when you reconnect. A Dive Pattern is opened in one step on the server: either all of its clams are opened or none are. A dive left open for 7 days surfaces automatically at the current multiplier, or the bet is returned if no clam was opened.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '扫雷2：深海：游戏规则',
    intro:
      '扫雷2：深海是一款单人扫雷游戏，在由36个蚌壳组成的6x6海床上进行。您先选择下潜深度，深度决定蚌壳中藏有多少颗水雷，然后打开蚌壳寻找珍珠。每找到一颗珍珠，倍数就会提高；碰到水雷则本次下潜结束。您可以随时带着赢额浮出水面，也可以先兑现一半，带着另一半继续下潜。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次下潜的投注额为0.20至500.00元人民币，其他币种按运营商设定的等值金额计算。',
          '可通过投注输入框、½和2×按钮，或“最小”“最大”按钮设定投注额。',
          '选择深度。每种深度的水雷数量固定：浅滩3颗（33颗珍珠）、珊瑚礁6颗（30颗珍珠）、海沟10颗（26颗珍珠）、深渊18颗（18颗珍珠）。默认为珊瑚礁。',
          '选择开蚌方式：单开（每次点击打开一个蚌壳）或潜水路线（标记1至10个蚌壳后一并打开）。下潜过程中可随时在两种方式之间切换。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“下潜”。投注额从余额中扣除，本次下潜的所有水雷位置即已确定。',
          '打开一个蚌壳。找到珍珠时，倍数提高到下表中的下一级；碰到水雷时，本次下潜结束，仍在下潜中的注额输掉。',
          '在潜水路线模式下，最多标记10个蚌壳后点击“打开”，这些蚌壳会一并打开：若全部是珍珠，倍数按打开的数量前进相应级数，与逐个打开的结果完全相同；若其中有水雷，本次下潜结束。',
          '找到第一颗珍珠后，可随时点击“浮出水面”，获得仍在下潜中的注额乘以当前倍数的派彩。',
          '“半数浮出”每次下潜可使用一次，须至少已找到2颗珍珠。使用时立即派发投注额的一半乘以当前倍数；另一半留在水下，按相同倍数继续。之后若碰到水雷，只输掉仍在下潜中的那一半。',
          '所有珍珠都已找到，或达到5,000倍上限时，自动浮出水面。每次下潜结束后会显示整片海床。',
        ],
      },
      {
        heading: '倍数',
        paragraphs: [
          '在有m颗水雷的深度找到k颗珍珠时，倍数为0.965 × C(36, k) ÷ C(36 − m, k)，其中C(n, k)表示从n个蚌壳中选出k个的组合数，即连续k次打开安全蚌壳的公平赔率乘以96.50%的返还率。表中数值四舍五入至小数点后两位；派彩按精确倍数计算，并向下取整至该币种的最小单位。',
          '单次赢额最高为投注额的5,000倍。若某次打开会使倍数超过5,000倍，则该次按5,000倍派彩并自动浮出：浅滩仅在最后一颗珍珠时发生，珊瑚礁从第26颗珍珠起，海沟从第18颗起，深渊从第10颗起。表中“—”表示无法达到的步骤。',
        ],
        table: {
          caption: '按已找到珍珠数和深度计算的倍数',
          head: ['已找到珍珠', '浅滩（3颗水雷）', '珊瑚礁（6颗水雷）', '海沟（10颗水雷）', '深渊（18颗水雷）'],
          rows: [
            ['1', '1.05倍', '1.16倍', '1.34倍', '1.93倍'],
            ['2', '1.15倍', '1.40倍', '1.87倍', '3.97倍'],
            ['3', '1.26倍', '1.70倍', '2.65倍', '8.44倍'],
            ['4', '1.39倍', '2.07倍', '3.80倍', '18.58倍'],
            ['5', '1.53倍', '2.55倍', '5.53倍', '42.46倍'],
            ['6', '1.70倍', '3.17倍', '8.16倍', '101.25倍'],
            ['8', '2.10倍', '4.99倍', '18.69倍', '667.33倍'],
            ['10', '2.65倍', '8.16倍', '46.18倍', '5,000.00倍'],
            ['12', '3.40倍', '13.96倍', '125.07倍', '—'],
            ['15', '5.18倍', '34.64倍', '695.43倍', '—'],
            ['18', '8.44倍', '101.25倍', '5,000.00倍', '—'],
            ['20', '12.30倍', '234.72倍', '—', '—'],
            ['25', '41.76倍', '4,068.44倍', '—', '—'],
            ['26', '57.42倍', '5,000.00倍', '—', '—'],
            ['30', '344.51倍', '—', '—', '—'],
            ['33', '5,000.00倍', '—', '—', '—'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '在任何深度，以及低于5,000倍上限的任何浮出时机，理论返还率（RTP）均为96.50%。“半数浮出”不会改变返还率，因为每一半都按其离开时的倍数派彩。达到上限的那一次打开，派彩低于其未封顶的倍数，因此一直潜到上限时返还率会略低。',
          '最高赢额为投注额的5,000倍。',
          '中奖率取决于您何时浮出。在默认深度珊瑚礁下，找到3颗珍珠后浮出，56.86%的下潜会获胜。第一个蚌壳是珍珠的概率：浅滩91.67%，珊瑚礁83.33%，海沟72.22%，深渊50.00%。',
          '返还率是大量下潜次数的长期平均值。',
        ],
      },
      {
        heading: '自动下潜',
        list: [
          '标记1至10个蚌壳作为潜水路线，并选择5至250次下潜。每次下潜都会打开该路线，若所有蚌壳都是珍珠则自动浮出。',
          '必须设定亏损上限，盈利上限可选。达到任一上限、点击“停止”、余额低于投注额或网络连接中断时，自动下潜停止。',
        ],
      },
      {
        heading: '随机数生成',
        paragraphs: [
          '水雷位置在下潜开始时由游戏服务器经认证的随机数生成器抽取，每种布局的概率均相等。下潜过程中水雷位置不会改变，也与您选择哪些蚌壳无关。每次下潜都会连同其局号、完整海床及您打开过的每个蚌壳一起保存，可在游戏记录中查看。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '进行中的下潜会保存在服务器上，重新连接后会连同已打开的蚌壳一起恢复。潜水路线在服务器上一步完成：其中的蚌壳要么全部打开，要么都不打开。下潜保持未完成状态满7天后，会按当前倍数自动浮出；若尚未打开任何蚌壳，则退还投注额。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '踩地雷2：深海：遊戲規則',
    intro:
      '踩地雷2：深海是一款單人踩地雷遊戲，在由36個蚌殼組成的6x6海床上進行。您先選擇下潛深度，深度決定蚌殼中藏有幾顆水雷，再打開蚌殼尋找珍珠。每找到一顆珍珠，倍數就會提高；碰到水雷則本次下潛結束。您可隨時帶著贏額浮出水面，也可以先兌現一半，帶著另一半繼續下潛。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次下潛的投注額為人民幣0.20至500.00元，其他幣別依營運商設定的等值金額計算。',
          '可透過投注輸入欄、½與2×按鈕，或「最小」「最大」按鈕設定投注額。',
          '選擇深度。每種深度的水雷數量固定：淺灘3顆（33顆珍珠）、珊瑚礁6顆（30顆珍珠）、海溝10顆（26顆珍珠）、深淵18顆（18顆珍珠）。預設為珊瑚礁。',
          '選擇開蚌方式：單開（每次點選打開一個蚌殼）或潛水路線（標記1至10個蚌殼後一併打開）。下潛過程中可隨時在兩種方式間切換。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「下潛」。投注額從餘額中扣除，本次下潛的所有水雷位置即已確定。',
          '打開一個蚌殼。找到珍珠時，倍數提高到下表中的下一級；碰到水雷時，本次下潛結束，仍在下潛中的注額輸掉。',
          '在潛水路線模式下，最多標記10個蚌殼後按下「打開」，這些蚌殼會一併打開：若全部是珍珠，倍數依打開的數量前進相應級數，與逐一打開的結果完全相同；若其中有水雷，本次下潛結束。',
          '找到第一顆珍珠後，可隨時按下「浮出水面」，獲得仍在下潛中的注額乘以目前倍數的派彩。',
          '「半數浮出」每次下潛可使用一次，須至少已找到2顆珍珠。使用時立即派發投注額的一半乘以目前倍數；另一半留在水下，以相同倍數繼續。之後若碰到水雷，只會輸掉仍在下潛中的那一半。',
          '所有珍珠都已找到，或達到5,000倍上限時，自動浮出水面。每次下潛結束後會顯示整片海床。',
        ],
      },
      {
        heading: '倍數',
        paragraphs: [
          '在有m顆水雷的深度找到k顆珍珠時，倍數為0.965 × C(36, k) ÷ C(36 − m, k)，其中C(n, k)表示從n個蚌殼中選出k個的組合數，也就是連續k次打開安全蚌殼的公平賠率乘以96.50%的返還率。表中數值四捨五入至小數點後第二位；派彩依精確倍數計算，並無條件捨去至該幣別的最小單位。',
          '單次贏額最高為投注額的5,000倍。若某次打開會使倍數超過5,000倍，該次即以5,000倍派彩並自動浮出：淺灘僅在最後一顆珍珠時發生，珊瑚礁從第26顆珍珠起，海溝從第18顆起，深淵從第10顆起。表中「—」表示無法達到的步驟。',
        ],
        table: {
          caption: '依已找到珍珠數與深度計算的倍數',
          head: ['已找到珍珠', '淺灘（3顆水雷）', '珊瑚礁（6顆水雷）', '海溝（10顆水雷）', '深淵（18顆水雷）'],
          rows: [
            ['1', '1.05倍', '1.16倍', '1.34倍', '1.93倍'],
            ['2', '1.15倍', '1.40倍', '1.87倍', '3.97倍'],
            ['3', '1.26倍', '1.70倍', '2.65倍', '8.44倍'],
            ['4', '1.39倍', '2.07倍', '3.80倍', '18.58倍'],
            ['5', '1.53倍', '2.55倍', '5.53倍', '42.46倍'],
            ['6', '1.70倍', '3.17倍', '8.16倍', '101.25倍'],
            ['8', '2.10倍', '4.99倍', '18.69倍', '667.33倍'],
            ['10', '2.65倍', '8.16倍', '46.18倍', '5,000.00倍'],
            ['12', '3.40倍', '13.96倍', '125.07倍', '—'],
            ['15', '5.18倍', '34.64倍', '695.43倍', '—'],
            ['18', '8.44倍', '101.25倍', '5,000.00倍', '—'],
            ['20', '12.30倍', '234.72倍', '—', '—'],
            ['25', '41.76倍', '4,068.44倍', '—', '—'],
            ['26', '57.42倍', '5,000.00倍', '—', '—'],
            ['30', '344.51倍', '—', '—', '—'],
            ['33', '5,000.00倍', '—', '—', '—'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '在任何深度，以及低於5,000倍上限的任何浮出時機，理論返還率（RTP）皆為96.50%。「半數浮出」不會改變返還率，因為每一半都依其離開時的倍數派彩。達到上限的那一次打開，派彩低於其未設上限時的倍數，因此一路潛到上限時返還率會略低。',
          '最高贏額為投注額的5,000倍。',
          '中獎率取決於您何時浮出。在預設深度珊瑚礁下，找到3顆珍珠後浮出，56.86%的下潛會獲勝。第一個蚌殼為珍珠的機率：淺灘91.67%，珊瑚礁83.33%，海溝72.22%，深淵50.00%。',
          '返還率是大量下潛次數的長期平均值。',
        ],
      },
      {
        heading: '自動下潛',
        list: [
          '標記1至10個蚌殼作為潛水路線，並選擇5至250次下潛。每次下潛都會打開該路線，若所有蚌殼皆為珍珠則自動浮出。',
          '必須設定虧損上限，獲利上限可自行選擇。達到任一上限、按下「停止」、餘額低於投注額或網路連線中斷時，自動下潛即停止。',
        ],
      },
      {
        heading: '隨機數產生',
        paragraphs: [
          '水雷位置在下潛開始時，由遊戲伺服器經認證的隨機數產生器抽出，每種配置的機率皆相等。下潛過程中水雷位置不會改變，也與您選擇哪些蚌殼無關。每次下潛都會連同局號、完整海床及您打開過的每個蚌殼一併保存，可在遊戲紀錄中查看。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '進行中的下潛會保存在伺服器上，重新連線後會連同已打開的蚌殼一併恢復。潛水路線在伺服器上一次完成：其中的蚌殼要嘛全部打開，要嘛都不打開。下潛維持未完成狀態滿7天後，會以目前倍數自動浮出；若尚未打開任何蚌殼，則退還投注額。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
