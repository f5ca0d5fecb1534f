import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Gopher Tunnels: game rules',
    intro:
      'Gopher Tunnels is a single-player drop game. You send a gopher down a burrow with eight levels of rocks. At every rock it turns left or right, and after the eighth level it tumbles into one of nine chambers at the bottom. Each chamber pays a multiplier that depends on the tunnel mode you chose.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per gopher is from 0.10 to 200.00 CNY, or the equivalent set by the operator in other currencies.',
          'Choose a tunnel mode: Meadow (low risk), Orchard (medium risk, the default) or Deep Burrow (high risk). The mode changes only the multipliers in the chambers, not the way gophers move.',
          'Choose how many gophers to drop with one press: 1, 5 or 10. Each gopher costs one bet, so the total bet is the bet times the number of gophers.',
          'The bet and the mode cannot be changed while gophers are still falling.',
        ],
      },
      {
        heading: 'How a drop plays',
        list: [
          'Press Drop. The total bet is taken from your balance.',
          'Each gopher enters at the top and meets one rock on each of the 8 levels. At each rock it turns left or right with equal chance, independently of every other rock and every other gopher.',
          'The chamber it lands in is decided by the number of right turns: 0 right turns is chamber 1 at the far left, 8 right turns is chamber 9 at the far right.',
          'Each gopher pays its bet times the multiplier of its chamber. With several gophers, each is settled on its own and the total is shown when the last one lands.',
        ],
      },
      {
        heading: 'Chambers and multipliers',
        paragraphs: [
          'There are 256 equally likely paths through the eight rocks. The chambers are symmetric, so each row covers a chamber and its mirror image; the probability shown is for each one. In every mode the paths pay 246.4 bets in total, which is 246.4 ÷ 256 = 96.25%.',
        ],
        table: {
          caption: 'Chamber probabilities and multipliers by tunnel mode',
          head: ['Chambers', 'Paths (of 256)', 'Probability (each)', 'Meadow', 'Orchard', 'Deep Burrow'],
          rows: [
            ['1 and 9 (outer edges)', '1', '0.39%', '6x', '16x', '100x'],
            ['2 and 8', '8', '3.13%', '3.1x', '5x', '1.5x'],
            ['3 and 7', '28', '10.94%', '1.2x', '1.4x', '0.4x'],
            ['4 and 6', '56', '21.88%', '0.8x', '0.5x', '0x'],
            ['5 (centre)', '70', '27.34%', '0.4x', '0x', '0x'],
            ['RTP', '256', '', '96.25%', '96.25%', '96.25%'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 96.25% in all three tunnel modes.',
          'The maximum win is 100x the bet, when a gopher lands in an outer chamber in Deep Burrow mode. With several gophers the win per gopher is still at most 100x its bet, so the total win is at most 100x the total bet.',
          'The hit rate (any payout, including those below 1x) is 72.66% in Orchard, the default mode, 100.00% in Meadow and 28.91% in Deep Burrow. A payout above the bet comes in 28.91% of drops in Meadow and Orchard and in 7.03% of drops in Deep Burrow.',
          'RTP is a long-term average over a very large number of drops.',
        ],
      },
      {
        heading: 'Provably fair paths',
        paragraphs: [
          'Before you drop, the game shows the SHA-256 hash of the server seed; you can change the client seed between drops. Each gopher uses its own nonce. Its path is read from HMAC-SHA256(server seed, client seed:nonce): byte 1 decides the first rock, byte 2 the second, and so on to byte 8; an even byte turns left and an odd byte turns right. When you rotate the seed pair, the old server seed is revealed so that every earlier path can be checked.',
        ],
      },
      {
        heading: 'Autoplay',
        list: [
          'Autoplay repeats the current drop (bet, mode and number of gophers) 10, 25, 50, 100 or 250 times.',
          'A loss limit is required; a single-win limit is optional. Autoplay stops at either limit, when you press Stop, when your balance is below the total bet or when the connection is lost.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'Every path is decided when the server accepts the drop, so gophers already dropped always land, even if your connection is lost. Their wins are credited to your balance and the drop is shown in your game history when you return. A drop that did not reach the server is not charged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '地鼠钻洞：游戏规则',
    intro:
      '地鼠钻洞是一款单人掉落游戏。您让一只地鼠钻进有八层岩石的地道，每遇到一块岩石，它就会左转或右转；穿过第八层后，它会落入底部九个洞室中的一个。每个洞室都有倍数，倍数取决于您选择的地道模式。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每只地鼠的投注额为0.10至200.00元人民币，其他币种按运营商设定的等值金额计算。',
          '选择地道模式：草地（低风险）、果园（中风险，默认）或深穴（高风险）。模式只改变洞室的倍数，不改变地鼠的移动方式。',
          '选择每次点击放下几只地鼠：1只、5只或10只。每只地鼠需一份投注额，总投注额为投注额乘以地鼠数量。',
          '地鼠仍在下落时，不能更改投注额和模式。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“放下”。总投注额从余额中扣除。',
          '每只地鼠从顶部进入，在8层中每层遇到一块岩石。遇到岩石时，它左转或右转的概率相等，与其他岩石和其他地鼠都相互独立。',
          '落入哪个洞室由右转次数决定：右转0次落入最左边的1号洞室，右转8次落入最右边的9号洞室。',
          '每只地鼠派发其投注额乘以所落洞室的倍数。放下多只地鼠时，每只单独结算，最后一只落地后显示总派彩。',
        ],
      },
      {
        heading: '洞室与倍数',
        paragraphs: [
          '穿过八块岩石共有256条概率相等的路径。洞室左右对称，因此每一行包括一个洞室及其对称洞室，表中概率为其中每一个的概率。在每种模式下，所有路径的派彩合计为246.4份投注额，即246.4 ÷ 256 = 96.25%。',
        ],
        table: {
          caption: '各地道模式的洞室概率与倍数',
          head: ['洞室', '路径数（共256条）', '概率（每个）', '草地', '果园', '深穴'],
          rows: [
            ['1号和9号（最外侧）', '1', '0.39%', '6倍', '16倍', '100倍'],
            ['2号和8号', '8', '3.13%', '3.1倍', '5倍', '1.5倍'],
            ['3号和7号', '28', '10.94%', '1.2倍', '1.4倍', '0.4倍'],
            ['4号和6号', '56', '21.88%', '0.8倍', '0.5倍', '0倍'],
            ['5号（中央）', '70', '27.34%', '0.4倍', '0倍', '0倍'],
            ['返还率', '256', '', '96.25%', '96.25%', '96.25%'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '三种地道模式的理论返还率（RTP）均为96.25%。',
          '最高赢额为投注额的100倍，即在深穴模式下地鼠落入最外侧洞室时。放下多只地鼠时，每只地鼠的赢额最高仍为其投注额的100倍，因此总赢额最高为总投注额的100倍。',
          '中奖率（任何派彩，包括低于1倍的派彩）在默认的果园模式下为72.66%，草地模式为100.00%，深穴模式为28.91%。派彩高于投注额的概率，在草地和果园模式下为28.91%，在深穴模式下为7.03%。',
          '返还率是大量游戏局数的长期平均值。',
        ],
      },
      {
        heading: '可验证公平的路径',
        paragraphs: [
          '放下地鼠前，游戏会显示服务器种子的SHA-256哈希值；您可以在两次放下之间修改客户端种子。每只地鼠使用各自的nonce，其路径从HMAC-SHA256(服务器种子, 客户端种子:nonce)读取：第1个字节决定第一块岩石，第2个字节决定第二块，依此类推至第8个字节；字节为偶数则左转，为奇数则右转。更换种子对时，旧的服务器种子会被公开，以便核对此前的每一条路径。',
        ],
      },
      {
        heading: '自动游戏',
        list: [
          '自动游戏按当前设定（投注额、模式和地鼠数量）重复放下10、25、50、100或250次。',
          '必须设定亏损上限，单次赢额上限可选。达到任一上限、点击“停止”、余额低于总投注额或网络连接中断时，自动游戏停止。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '每条路径在服务器接受投注时即已确定，因此已放下的地鼠一定会落地，即使网络连接中断也是如此。其赢额会存入您的余额，返回游戏时可在游戏记录中查看本次放下。未送达服务器的放下不会扣款。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '地鼠鑽洞：遊戲規則',
    intro:
      '地鼠鑽洞是一款單人掉落遊戲。您讓一隻地鼠鑽進有八層岩石的地道，每遇到一塊岩石，牠就會左轉或右轉；穿過第八層後，牠會落入底部九個洞室之一。每個洞室都有倍數，倍數取決於您選擇的地道模式。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每隻地鼠的投注額為人民幣0.10至200.00元，其他幣別依營運商設定的等值金額計算。',
          '選擇地道模式：草地（低風險）、果園（中風險，預設）或深穴（高風險）。模式只改變洞室的倍數，不改變地鼠的移動方式。',
          '選擇每次按下放出幾隻地鼠：1隻、5隻或10隻。每隻地鼠需一份投注額，總投注額為投注額乘以地鼠數量。',
          '地鼠仍在下落時，不能更改投注額與模式。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「放出」。總投注額從餘額中扣除。',
          '每隻地鼠從頂部進入，在8層中每層遇到一塊岩石。遇到岩石時，牠左轉或右轉的機率相等，與其他岩石及其他地鼠皆互相獨立。',
          '落入哪個洞室由右轉次數決定：右轉0次落入最左邊的1號洞室，右轉8次落入最右邊的9號洞室。',
          '每隻地鼠派發其投注額乘以所落洞室的倍數。放出多隻地鼠時，每隻各自結算，最後一隻落地後顯示總派彩。',
        ],
      },
      {
        heading: '洞室與倍數',
        paragraphs: [
          '穿過八塊岩石共有256條機率相等的路徑。洞室左右對稱，因此每一列涵蓋一個洞室及其對稱洞室，表中機率為其中每一個的機率。在每種模式下，所有路徑的派彩合計為246.4份投注額，即246.4 ÷ 256 = 96.25%。',
        ],
        table: {
          caption: '各地道模式的洞室機率與倍數',
          head: ['洞室', '路徑數（共256條）', '機率（每個）', '草地', '果園', '深穴'],
          rows: [
            ['1號與9號（最外側）', '1', '0.39%', '6倍', '16倍', '100倍'],
            ['2號與8號', '8', '3.13%', '3.1倍', '5倍', '1.5倍'],
            ['3號與7號', '28', '10.94%', '1.2倍', '1.4倍', '0.4倍'],
            ['4號與6號', '56', '21.88%', '0.8倍', '0.5倍', '0倍'],
            ['5號（中央）', '70', '27.34%', '0.4倍', '0倍', '0倍'],
            ['返還率', '256', '', '96.25%', '96.25%', '96.25%'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '三種地道模式的理論返還率（RTP）皆為96.25%。',
          '最高贏額為投注額的100倍，即在深穴模式下地鼠落入最外側洞室時。放出多隻地鼠時，每隻地鼠的贏額最高仍為其投注額的100倍，因此總贏額最高為總投注額的100倍。',
          '中獎率（任何派彩，包括低於1倍的派彩）在預設的果園模式下為72.66%，草地模式為100.00%，深穴模式為28.91%。派彩高於投注額的機率，在草地與果園模式下為28.91%，在深穴模式下為7.03%。',
          '返還率是大量遊戲局數的長期平均值。',
        ],
      },
      {
        heading: '可驗證公平的路徑',
        paragraphs: [
          '放出地鼠前，遊戲會顯示伺服器種子的SHA-256雜湊值；您可在兩次放出之間更改用戶端種子。每隻地鼠使用各自的nonce，其路徑從HMAC-SHA256(伺服器種子, 用戶端種子:nonce)讀取：第1個位元組決定第一塊岩石，第2個位元組決定第二塊，依此類推至第8個位元組；位元組為偶數則左轉，為奇數則右轉。更換種子組時，舊的伺服器種子會公開，以便核對先前的每一條路徑。',
        ],
      },
      {
        heading: '自動遊戲',
        list: [
          '自動遊戲依目前設定（投注額、模式與地鼠數量）重複放出10、25、50、100或250次。',
          '必須設定虧損上限，單次贏額上限可自行選擇。達到任一上限、按下「停止」、餘額低於總投注額或網路連線中斷時，自動遊戲即停止。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '每條路徑在伺服器接受投注時即已確定，因此已放出的地鼠一定會落地，即使網路連線中斷也是如此。其贏額會存入您的餘額，返回遊戲時可在遊戲紀錄中查看本次放出。未送達伺服器的放出不會扣款。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
