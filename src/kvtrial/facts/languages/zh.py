"""Chinese (Simplified): the material's words, the forms of dates (2026年4月20日), amounts (91,500瑞士法郎,
9.15万瑞士法郎, 九万一千五百瑞士法郎) and citations (第3段, 【3】), and the cue words the grader reads."""

from __future__ import annotations

import re

from kvtrial.facts import parse
from kvtrial.facts.cues import (
    DEFERRED_EN,
    LABEL_HEAD,
    LABEL_TAIL,
    OTHER_VALUE_EN,
    PLACEHOLDER_EN,
    PLACEHOLDER_MARK,
    RANGE_DASH,
    SLOT_FILL_EN,
    TEMPLATE_SLOT_EN,
    template_slot,
)
from kvtrial.facts.languages.data_keys import with_data_keys
from kvtrial.facts.languages.en import ENGLISH, english_month
from kvtrial.facts.languages.model import PART_NUMBERS, Background, Cues, Forms, Language, Layout, Pools, Templates
from kvtrial.facts.languages.numbers import chinese_word_numbers
from kvtrial.facts.pools import Item

# A template's slot left unfilled, in Chinese words ("[插入日期]", "[姓名]", "【收件人】"): a slot that asks to be filled
# or names what fills it (a few characters before the noun: "[审批人姓名]"); unbracketed, a name or a date to fill
# ("某某", "XXXX年XX月XX日", "20XX年X月", "XX万美元", "待填写"); and the English slots a Chinese brief keeps
# ("[Your Name]", "Your Name").
# the stage a reader is told not to take an item for ("不应视为进行中"): its stage said again
_STAGE_NOT_TAKEN = r"不(?:应|应该|应当|能|宜|可)(?:被)?(?:视为|看作|当作|算作|理解为)(?:已经?)?(?:进行中|开始|启动|在推进)"
_SLOT_FILL = r"(?:插入|填写|填入|输入|请填写?|请输入|在此|此处|待填写?|待补充|您的|你的)"
_SLOT_NOUN = (r"(?:姓名|名字|人名|名称|日期|时间|金额|数额|数字|签名|职位|职务|收件人|发件人|联系人|联系方式|电话|邮箱|地址|"
              # (or a list entry's kind: "已完成：[已完成事项]", "[里程碑]" hold no entry)
              r"审批人|负责人|撰写人|作者|事项|任务|里程碑|阶段|事实|条目|编号)")
_TEMPLATE_SLOT = (
    template_slot(_SLOT_FILL + r"[^\[\]<>{}【】〔〕\n\d]{0,20}|[\u3400-\u9fff]{0,6}" + _SLOT_NOUN
                  + r"|某{2,3}|[x×＊*○_.…]{2,}", _SLOT_FILL + "|" + SLOT_FILL_EN)
    + r"|某某某?|待填写|待补充|(?<![a-z])(?:yyyy|\d{2}[x×]{2}|[x×]{2,4})年(?:(?:mm|[x×\d]{1,2})月)?"
    r"(?:(?:dd|[x×\d]{1,2})日)?|(?<![a-z])[x×]{2,4}(?:[.,，][x×]{1,4})*(?:万|千)?(?=[\u3400-\u9fff]|$)|"
    + TEMPLATE_SLOT_EN)

# a meeting, and the time it is set for (`Layout.meeting_set`)
_MEETING_ZH = (r"启动会|进度会|周会|月会|推进会|汇报会|协调会|同步会|"
               r"碰头会|评审会?|复盘会?|例会|会议|沟通会|电话会|回顾会|检查会|座谈会|跟进会|短会|小会")
# (or the day of the entry before it: "…；同一天召开团队启动会")
_MEETING_TIME = (r"同一天|同日|当天|当日|"
                 r"[0-9一二三四五六七八九十]{1,3}月|(?:本|这|下)?(?:周|星期|礼拜)[一二三四五六日天]|下周|下一?次|下个?月|月[底初中]|[上中下]旬|第[一二三四五]周|"
                 r"[0-9一二两三四五六七八九十]{1,2}(?:周|个月|天)(?:后|之后|以后)|(?:开始|启动|上线)(?:后|之后|以后)|[^。；\n]{1,8}?(?:前|之前)")
# an offer to say more on a call, at a meeting or in person (`Layout.meeting_offer`): the place it is said in, then a
# verb of telling in the writer's voice ("我", "再", "可以"); a day, a date or a party other than the reader sets a meeting
_OFFER_WHEN = (r"(?![^\n]*(?:\d|[0-9一二两三四五六七八九十]+月|(?:星期|周|礼拜)[一二三四五六日天]|今天|明天|后天|下周|下星期|"
               r"本周|这周|月底|月初|委员会|团队|项目组|小组|管理层|(?:和|跟|与|同)(?!您|你|大家)))")
_SAID_AT = (r"(?:电话(?:里|上|中)|(?:开会|会议|例会|碰头|见面|通话)时|(?:会|会议|例会|周会)上|见面(?:再|后)|当面|线上|"
            r"视频(?:里|上))")
_TELL_MORE = r"(?:说|讲|聊|解释|说明|介绍|展开|过一遍|细说|答疑|解答)"
# what a company did with an item it supplied or installed ("供货", "提供", "负责安装")
_SUPPLIED = r"(?:负责)?(?:提供|供货|供应|安装|交付|搭建|部署)"
# the kinds of place or thing a word pointing back at the scope names ("该枢纽", "这一流程"): no entity of its own
_POINTED = (r"(?:地点|站点|场地|场所|仓库|工厂|办公室|办事处|服务中心|仓储站|中心|枢纽|网点|基地|厂区|地方|"
             r"业务|(?:业务)?流程|工作流)")

# a closing call to write back, whole (`Layout.call_back`): after a closing word ("以上"), on a question or on something
# in the message being off or not matching what the reader has ("有问题", "如有出入", "哪里不对", "与您手上的记录不符"), the
# call to leave a note, reply or point it out ("欢迎留言", "请告知", "请指出") and the writer's promise to set it right
# ("我来更正"): said to the reader, no claim; someone to ask ("找项目协调人…") is no call back to the writer
_AMISS_ZH = r"(?:问题|疑问|出入|不符|不对|错误|错漏|遗漏|偏差|差错|不一致|对不上|有误|写错了?)"
_CALL_BACK_ZH = (r"^\W*(?:以上(?:就是[^。！？\n\d]{0,8})?[，,。]?\s*)?"
                 r"(?:(?:如|若|要是|如果)?(?:有|发现)?(?:任何|什么|哪里|哪儿|什么地方|哪些地方)?"
                 r"(?:(?:与|和|跟)(?:你|您|大家)(?:手上|手里|那边)?的?(?:记录|资料|数据|信息|版本)?)?" + _AMISS_ZH +
                 r"(?:的地方|之处)?(?:的话)?[，,]?\s*)"
                 r"(?:请|欢迎|可以|就|麻烦)?(?:大家|您|你)?(?:随时|直接)?(?:在评论区|在下面|在帖子下)?"
                 r"(?:留言|评论|回复(?:邮件|本邮件|此邮件|本帖)?|告知|告诉我|指出(?:来)?|指正|反馈|回我|说一声|私信(?:我)?|跟帖)"
                 r"(?:一下|一声)?(?:讨论|交流)?(?:[，,]?\s*我(?:来|会|马上|再|这边|立刻|及时)*(?:更正|修改|改正|修正|改|纠正|更新)"
                 r"(?:一下|过来)?)?\W*$")


def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# the pilot said to go to plan ("按计划推进", "进度正常"): a status the notes never give, and no approval state
_ON_PLAN = (r"按(?:计划|进度)(?:在|正在)?(?:推进|进行|走)|进度符合计划|如期推进|进度正常|进展顺利|"
            # (or ahead of it, or behind: "已经完成，比原计划提前")
            r"比(?:原定|原)?(?:计划|进度|预期|工期)(?:提前|超前|滞后|落后)|(?:落后|滞后)于(?:计划|进度)")


# The words that name a thread's posts: an update (its word says nothing of the pilot), and a correction or a reply.
# One spelling for the label a thread's line opens with (Cues.thread_label) and for a post's number, which points at
# a post and counts nothing (Layout.part_ref).
POST_UPDATE = r"upd|更新|补充"
POST_OTHER = r"更正|勘误|回复|回帖|跟帖"

CURRENCY_NAMES = {"EUR": "欧元", "USD": "美元", "GBP": "英镑", "CHF": "瑞士法郎"}

POOLS = Pools(
    companies=("诺维克物流", "卡尔德货运", "布赖特沃特供应链", "哈尔登配送", "奥斯塔拉货运"),
    project_names=("红隼", "杜松", "飞燕草", "枪鱼", "鱼鹰", "苍鹭"),
    processes=(
        Item("发票匹配", ("发票",), "发票匹配"),
        Item("采购订单受理", ("采购订单",), "采购订单受理"),
        Item("退货处理", ("退货",), "退货处理"),
        Item("货运跟踪", ("货运跟踪", "运输跟踪", "货物跟踪", "货运追踪"), "货运跟踪"),
        Item("备件订购", ("备件", "零配件"), "备件订购"),
        Item("集装箱订舱", ("集装箱",), "集装箱订舱"),
    ),
    sites=(
        Item("里昂仓库", ("里昂",), "里昂仓库"),
        Item("波尔图服务中心", ("波尔图",), "波尔图服务中心"),
        Item("格但斯克仓储站", ("格但斯克",), "格但斯克仓储站"),
        Item("利兹办公室", ("利兹",), "利兹办公室"),
        Item("坦佩雷工厂", ("坦佩雷",), "坦佩雷工厂"),
        Item("巴伦西亚枢纽", ("巴伦西亚", "瓦伦西亚"), "巴伦西亚枢纽"),
    ),
    done_items=(
        Item("测试账户迁移", ("测试账户", "测试帐户", "测试账号"), "测试账户迁移"),
        Item("条码扫描器安装", ("条码", "扫描器", "扫码枪"), "条码扫描器安装"),
        Item("数据保护检查清单审核", ("检查清单", "数据保护"), "数据保护检查清单审核"),
        Item("沙箱环境搭建", ("沙箱",), "沙箱环境搭建"),
        Item("值班主管访谈", ("访谈", "值班主管"), "值班主管访谈", True),
        Item("历史订单数据导出", ("历史订单", "订单数据"), "历史订单数据导出"),
    ),
    planned_items=(
        Item("一线文员培训", ("培训", "文员"), "一线文员培训"),
        Item("标签打印机对接", ("标签打印", "打印机"), "标签打印机对接"),
        Item("用户满意度调查", ("满意度", "调查"), "用户满意度调查"),
        Item("客户门户接入", ("门户",), "客户门户接入"),
        Item("移动应用发布", ("移动应用", "手机应用", "移动端应用"), "移动应用发布"),
        Item("用户指南翻译", ("翻译", "用户指南", "使用指南"), "用户指南翻译"),
    ),
    out_of_scope_items=(
        Item("薪资系统", ("薪资", "工资", "薪酬"), "薪资系统"),
        Item("夜班", ("夜班", "夜间班次"), "夜班"),
        Item("马德里销售办事处", ("马德里",), "马德里销售办事处", place=True),
        Item("保修索赔", ("保修",), "保修索赔", True),
        Item("旧传真网关", ("传真",), "旧传真网关"),
        Item("报关单", ("报关", "海关"), "报关单", True),
    ),
    approvers=(
        Item("达娜·惠特菲尔德（运营主管）", ("惠特菲尔德",), "达娜·惠特菲尔德"),
        Item("马雷克·诺瓦克（首席财务官）", ("诺瓦克",), "马雷克·诺瓦克"),
        Item("伊内丝·卡瓦略（物流总监）", ("卡瓦略",), "伊内丝·卡瓦略"),
        Item("奥利弗·勃兰特（总经理）", ("勃兰特",), "奥利弗·勃兰特"),
        Item("普丽娅·拉曼（财务主管）", ("拉曼",), "普丽娅·拉曼"),
    ),
    approval_bodies=(
        Item("指导委员会", ("指导委员会",), "指导委员会"),
        Item("投资委员会", ("投资委员会",), "投资委员会"),
        Item("职工委员会", ("职工委员会",), "职工委员会"),
        Item("执行委员会", ("执行委员会",), "执行委员会"),
    ),
    currencies=("EUR", "USD", "GBP", "CHF"),
)

BACKGROUND = Background(
    sentences=(
        "{company}最初是一家在邻近城镇之间搬运家具的小型家族企业。",
        "创始人选择这个名字，是因为它听起来稳重，在电话里也容易拼写。",
        "大多数员工形容{company}的文化{adj}而直接。",
        "{dept}团队的座位紧挨着{place}，所以很容易找到他们。",
        "{dept}的{person}以会议记录简短易读而闻名。",
        "新同事会收到一个欢迎文件夹，里面有大楼地图和常用联系人名单。",
        "{place}的墙壁刷成了{colour}，这是员工多年前投票选出的。",
        "内部问题通常在{tool}里解答，每个部门在那里都有自己的页面。",
        "公司更喜欢书面摘要，而不是冗长的邮件往来。",
        "{company}的会议很少超过半小时，许多会议站着开。",
        "{person}在{place}收藏了一小批旧航海地图。",
        "访客在前台的登记簿上写下姓名，并佩戴{colour}的胸牌。",
        "{dept}小组每周聚一次，分享从客户来电中学到的东西。",
        "每个部门都有{count}指定联系人，负责回答其他团队的问题。",
        "员工可以从{place}的书架上借书，没有人记录谁借了哪本。",
        "食堂每天供应一道素菜，汤的做法随季节轮换。",
        "{person}养成了在每份文档开头写一段背景说明的习惯。",
        "{tool}中的文档遵循简单的命名规则，先写部门，再写主题，最后写作者。",
        "天气好的时候，{dept}的同事常常一起走路去吃午饭。",
        "{company}赞助当地一家足球俱乐部，一些员工担任青少年队的教练。",
        "公司通讯收集司机、仓库员工和工程师的小故事。",
        "开放式办公区的安静时段受到尊重，电话会移到小隔间里打。",
        "{person}维护着{tool}中的内部缩写词汇表。",
        "大多数团队在工位旁放一块白板，用来画草图和记提醒事项。",
        "停车区设有电动汽车充电桩和有顶棚的自行车架。",
        "团队之间的反馈应当具体、友善，并尽量当面给出。",
        "{dept}部门用平实的语言撰写说明，避免法律术语。",
        "一组轮值的志愿者负责照料{place}的植物。",
        "前台团队为雨天到访的客人准备了雨伞。",
        "老员工还记得整个公司挤在一个房间里的日子。",
        "{person}和{person2}为同事组织了一场轻松的问答之夜。",
        "公司标志是一个用{colour}和白色绘制的风格化罗盘。",
        "走廊里的交谈是快速解决小问题的常见方式。",
        "司机们出车前常常到{place}喝杯咖啡。",
        "入口大厅的绿植、装裱的地图和一艘船模营造出平静的氛围。",
        "{person}认为，好的文档应该让其他部门的人也能读懂。",
        "每个团队在{tool}里都有一个简短页面，介绍自己的工作和联系方式。",
        "{company}的员工看重及时的回复，胜过冗长的解释。",
    ),
    people=("托马斯·林德奎斯特", "艾琳·德米尔", "彼得·奥卡福", "索菲亚·马尔凯蒂", "约纳斯·伯格", "莱拉·哈达德",
            "雨果·费雷拉", "田中美衣", "露丝·阿德耶米", "卡尔·福格尔", "纳迪娅·拉希米", "肖恩·加拉格尔"),
    departments=("客户服务", "后勤设施", "法务", "质量保证", "人力资源", "对外沟通", "IT支持", "车队维护",
                 "健康与安全", "物资供应"),
    colours=("蓝色", "绿色", "灰色", "黄色", "青色", "橙色"),
    tools=("共享维基", "团队聊天群", "工单系统", "内网", "文档档案库"),
    places=("食堂", "主会议室", "接待区", "静音室", "屋顶露台", "图书角", "庭院"),
    count_words=("几位", "若干位", "多位", "好几位", "少数几位", "一些"),
    adjectives=("友好", "随和", "细致", "务实", "安静", "稳健"),
)

QUESTIONS = {
    "q_start_date": "试点在哪一天开始？只回答日期。",
    "q_end_date": "试点在哪一天结束？只回答日期。",
    "q_scope": "试点涵盖哪个流程和哪个地点？用几个词回答。",
    "q_budget": "试点的预算是多少？只回答金额和币种。",
    "q_approval": "试点是否已获批准，还是仍在等待审批？用一个词回答：已批准或待批准。",
    "q_done": "哪个准备步骤已经完成？用几个词回答。",
    "q_planned": "哪个步骤已列入计划但尚未开始？用几个词回答。",
    "q_out_of_scope": "什么明确不在试点范围内？用几个词回答。",
}

PROMPT_TAIL = """任务：仅根据上面的段落，写一份关于{project}试点的简短项目简报。

规则：
- 严格使用以下小节标题，按此顺序：时间线、范围、预算、状态、来源。
- 时间线：试点的开始日期和结束日期。
- 范围：试点涵盖的内容，以及明确不在范围内的内容。
- 预算：金额和币种。
- 状态：审批状态；然后分行写“已完成：”列出已经完成的事项，“计划：”列出已列入计划但尚未开始的事项。计划与已完成要分开。
- 不要添加段落中没有说明的进展、批准、日期、金额或承诺。
- 每条事实后用方括号写出其来源段落编号（第12段写作[12]）。
- 来源：列出每条事实及其段落编号。"""

QUESTION_TEMPLATE = """阅读下面{company}内部笔记中带编号的段落，然后回答问题。
问题：{question}

{paragraphs}

问题：{question}
只给出答案，用几个词即可。"""

_NUMERAL = "零〇一二两三四五六七八九十百千万亿"
# "2.85万欧": the euro clipped to its first character (never Europe, 欧洲, nor the EU, 欧盟)
# (and the franc as a phone's input method mistypes it: 瑞士法朗)
_CURRENCY = r"瑞士法[郎朗]|瑞郎|法[郎朗]|欧元|欧(?![洲盟])|美元|美金|英镑|英磅|日元|人民币|港元|元|" + parse.CURRENCY
_CURRENCY_WORDS = {**parse.CURRENCY_WORDS, "瑞士法郎": "CHF", "瑞郎": "CHF", "美金": "USD", "英磅": "GBP",
                   "法郎": "CHF", "瑞士法朗": "CHF", "法朗": "CHF", "欧元": "EUR", "欧": "EUR", "美元": "USD",
                   "英镑": "GBP", "日元": "JPY", "人民币": "CNY", "港元": "HKD", "元": "CNY"}
_MULT = r"百万|万|千|亿|k|thousand|million"
_MULTIPLIERS = {**parse.ENGLISH_MULTIPLIERS, "百万": 1_000_000, "万": 10_000, "千": 1000, "亿": 100_000_000}
_CITE_LIST = r"\d+(?:\s*(?:,|，|、|;|；|和|及|与|或|-|–|—|~|～|至|到)\s*\d+)*"
_REF = r"(?:[\[【（(]\s*(?:第?\s*\d+\s*段?)(?:\s*[,，、]\s*第?\s*\d+\s*段?)*\s*[\]】）)]\s*)?"  # a citation after a date

# a weekday in brackets after a date, or bare ("2027年4月20日（星期二）开始", "4月12日周一结束"), and a pronoun or
# auxiliary before the verb ("2027年7月28日它会结束", "……日将正式启动"): the cue after them still belongs to the date
_WEEKDAY = r"(?:[（(]\s*(?:星期|周|礼拜)[一二三四五六日天]\s*[）)]\s*|\s*(?:星期|周|礼拜)[一二三四五六日天]\s*)?"
_GLOSS_END = r"(?:[）)]\s*)?"  # the bracket closing a date that glosses a name before it: "元旦（2028年1月1日）"
# the role's word in brackets right after the date, all the bracket says ("2026年3月3日（开始）", "（结束日期）")
_BRACKET_ROLE = r"^\s*[（(]\s*(?:{})(?:日期|日|时间)?\s*[）)]|"
_SUBJECT = r"(?:(?:它|其|试点|该试点|项目)\s*)?(?:将会|将|会|就会|就|便|要)?"
# the end of a date's line or of its part of it, after what names the date ("—— 结束日期", "—— 开始日期（第3段）"): the name
# is all that is said of the date, no other event's step ("—— 开始培训")
_PART_END = r"\s*" + _REF + r"[*_]{0,2}(?=\s*(?:[，,。；;）)|\n]|$))"
# what stands between a timeline's date and what names it: a dash, an arrow mark ("▸ 试点结束"), a colon or a table's
# next cell, the date in bold or not
# ("**2026年10月28日** —— 结束日期", "2026年10月28日：试点结束", "| 2026年10月28日 | 试点结束 |")
_ROLE_SEP = r"^[*_]{0,2}\s*(?:(?:[—–-]{1,2}|[▸▶►→⟶➔⇒])|[:：|])\s*[*_]{0,2}\s*"
# the pilot after a timeline's dash, its name before it or not ("鱼鹰试点"), or nothing: what the role's word is said of
_PILOT_NAMED = r"(?:[\u4e00-\u9fff·]{0,6}?(?:试点|项目))?"
_NUM_BEFORE = r"(?<![\d.,A-Za-z])"
_HEDGE_AFTER = r"(?:左右|前后|上下|或更晚|或更早)?"
# a count of months or weeks, a hedge before it or not: "约十周", "不到四个月", "将近两个月"
# a number is taken whole from its first digit (a match never starts inside one, nor gives digits back), so a long run
# of digits is read in linear time
_LENGTH = (r"(?:约|大约|大概|近|将近|接近|差不多|不到|不足|少于|超过|多于|逾)*(?<![一二三四五六七八九十两半\d])"
           r"[一二三四五六七八九十两半\d]++个?")
# a month's part after a month-only date ("2027年12月底结束"): the role cue after the part is still the date's
_MONTH_PART = r"(?:(?:上旬|中旬|下旬|中下旬|初|底|末)\s*)?"
# Date parts in digits or in Chinese numerals: 二〇二六年五月五日, 二零二六年十二月二十五日.
_Y = r"(?:\d{4}|\d{2}(?=\s*年)|[〇零○一二三四五六七八九]{4}|[〇零○一二三四五六七八九]{2}(?=\s*年))"  # "27年": a two-digit year
_M = r"(?:\d{1,2}|十[一二]?|[一二三四五六七八九])"
# (a day may be written with 廿 for twenty and 卅 for thirty, as dates in words are: "六月廿五", "卅日")
_D = r"(?:\d{1,2}|[二三]?十[一二三四五六七八九]?|[廿卅][一二三四五六七八九]?|[一二三四五六七八九])"
_RANGE = r"[–—~～-]"
_MD = r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])"
# An English date with a month word ("25 Aug 2027", "March 2, 2027"), as a brief with English headings writes its dates
# around Chinese values: English's own month-word patterns, their word boundaries read on ASCII letters and digits
# only (a Chinese character beside a date is no word of it: "于25 Aug 2027开始")
_ASCII_EDGE = r"(?:(?<![A-Za-z0-9])|(?![A-Za-z0-9]))"
_ENGLISH_WORD_DATES = tuple(re.compile(p.pattern.replace(r"\b", _ASCII_EDGE), p.flags)
                            for p in ENGLISH.forms.date_patterns if "mon" in p.groupindex)

_DATE_PATTERNS = (
    re.compile(r"(?<![\d〇零○一二三四五六七八九十])(?P<y>" + _Y + r")\s*年\s*(?P<m>" + _M + r")\s*月\s*(?P<d>" + _D
               + r")\s*[日号]?(?![\d〇零○一二三四五六七八九十])"),
    re.compile(r"(?<![\d〇零○一二三四五六七八九十])(?P<y>" + _Y + r")\s*年\s*(?P<m>" + _M
               + r")\s*月(?!\s*[\d一二三四五六七八九十])(?:份)?"),
    re.compile(r"(?<![\d〇零○一二三四五六七八九十])(?P<m>" + _M + r")\s*月\s*(?P<d>" + _D + r")\s*[日号]"
               r"(?![\d〇零○一二三四五六七八九十])"),
    # said aloud, the day with no 日/号, its role word or the clause's end after it: "七月二十一结束", "到七月二十，"
    re.compile(r"(?<![\d〇零○一二三四五六七八九十])(?P<m>" + _M + r")\s*月\s*(?P<d>" + _D + r")"
               r"(?=\s*(?:正式)?(?:开始|启动|开跑|开干|结束|截止|收尾|终止)|[，,。；;！!—]|\s*$)"),
    *parse.numeric_date_patterns(r"(?<![\d.])", r"(?![\d])"),
    # a terse range month/day–month/day, the year written once beside it or not at all: "6/14–9/16（2026）"
    re.compile(r"(?<![\d/.])(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])(?=\s*" + _RANGE + r"\s*" + _MD
               + r"(?![\d/]))"),
    re.compile(r"(?:(?<=\d" + _RANGE + r")|(?<=\d\s" + _RANGE + r"\s))(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])"
               r"(?![\d/])"),
    # a short month/day with its role word right after it, the year told with the other date: "2027/5/27 开始，8/7 结束"
    re.compile(r"(?<![\d/.])(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])(?![\d/])"
               r"(?=\s*(?:正式)?(?:开始|启动|开跑|开干|结束|截止|收尾|终止))"),
    # a part of a month with no day: "10月中旬", "3月底", "五月初" (a month-only date, not a count)
    re.compile(r"(?<![\d〇零○一二三四五六七八九十年])(?P<m>" + _M + r")\s*月\s*(?:份\s*)?(?:上旬|中旬|下旬|中下旬|初|底|末)"),
    *_ENGLISH_WORD_DATES,
)

_COUNTED = r"(?=\s*(?:名|个|位|人|家|台|项|次|天|周|张|件|份|辆|支|组))"  # a classifier after a number
_SPLIT = r"[;；｜]|，|,(?![\s\d])"
# the approval told as depending on something ("批准取决于先完成X", "审批视X而定"): a condition set on it, whatever
# the approval's state
_APPROVAL_DEPENDS = (r"(?:批准|审批|批复|签批|获批)(?:与否)?[^，,。；;\n]{0,6}?(?:取决于|视[^，,。；;\n]{1,20}?而定)|"
                     # (or the decision told as resting on a result: "将依据X的结果决定是否批准", "根据X的结论再审批")
                     r"(?:依据|根据|基于|视|参照)[^，,。；;\n]{1,20}?(?:结果|结论|反馈|评估)[^，,。；;\n]{0,6}?"
                     r"(?:决定|再定|定夺|批准|审批|批复)")
# a condition: "如果…", "一旦…", "待委员会签字后才算获批", "须经…后"
# (a summary's lead, "如果要用一句话概括：…", "若简单地说，…", restates what was told, and sets no condition)
# (the reader's question, "如果有人怀疑是否已批准，就告诉他：…", sets no condition on the pilot: it asks)
CONDITION = rx(r"(?:如果|若(?!干)|假如)(?!(?:有人|别人|你|您|大家)(?:怀疑|问起?|好奇|想知道|不确定))"
               r"(?!要?(?:用)?一句话|要?(?:用)?(?:概括|总结|归纳)|"
               r"(?:要)?简(?:单|要|而言之)(?:地)?(?:来)?(?:说|概括|讲))|"
               r"一旦|只要|除非|前提|附条件|有条件|条件是|(?:之|以)?后才|才(?:算|能|会|可|予)|届时|"
               # (a sign-off that another is to follow: "执行委员会批准之后，还需要职工委员会再审批",
               # "投资委员会批准后，合规部还要再审批", not given yet)
               r"(?:批准|审批|批复|签批|同意)(?:之|以)?后[，,]\s*"
               r"(?:(?:还|再|另)|[^，,。；;\n]{1,10}?(?:还|再|另)(?:要|需|得|行))" + "|" + _APPROVAL_DEPENDS)

# a site of the pools' kinds at a named place ("范围：奥卢工厂的…", "在里斯本服务中心"): the place, two to four characters
# after 在/于, a label's colon, a cell's bar, the clause's start, a verb of covering or an "only" ("仅限里斯本服务中心的…",
# "仅涵盖奥卢工厂的…", "地点是…"), is group `place` ("由采购办公室负责" names none); the site's kind is group `kind`
SITE_PLACE = re.compile(r"(?:[：:|]\s*|^\W*|(?<=[在于是])|(?<=仅限|只限|限于|涵盖|覆盖|针对|位于))(?:仅限|只限|仅|只)?"
                        r"(?:[在于]\s*)?(?P<place>(?![在于])[\u3400-\u9fff]{2,4}?)"
                        r"(?P<kind>仓库|服务中心|仓储站|办公室|工厂|枢纽)")
# a condition set on an approval told as given: "已获批准，但须接受后续复核", "前提是…", "附条件"
# (a review still to come after it, "已批准，待职工委员会复核", "已原则通过，尚待复核", "不过可能还要投资委员会再复核一下",
# "还须再做一次复核", is such a condition; "只待走完流程", the formalities, is none)
GIVEN_CONDITION = rx(r"但[须需要]|前提是|附(?:带)?条件|条件是|[须需]接受|"
                     r"(?:尚|仍|还)?待[^，,。；;\n]{0,12}?(?:复核|复审|评审)|"
                     r"(?:还|仍|再)(?:可能)?(?:[须需要]|需要)[^，,。；;\n]{0,12}?(?:复核|复审|评审)")

# a condition set in so many words, which a pending approval may carry too: "前提是…", "以…为条件", "须在…之后",
# "只有…才"; a step asked for first, the decision after it ("要求先补交…，之后才会进入审批", "须先…才…")
FIRM_CONDITION = rx(r"前提是|以[^，,。；;\n]{1,30}?为(?:前提|条件)|附(?:带)?条件|条件是|"
                    r"[须需]要?(?:先|在)[^，,。；;\n]{1,30}?(?:之后|以后|后)|只有[^。；;\n]{1,30}?才|要?等[^，,。；;\n]{1,30}?(?:之|以)?后才|"
                    r"(?:要求|须|需要?|得)先[^，,。；;\n]{1,30}?[，,]?\s*(?:(?:之|以|然)后)?才"
                    + "|" + _APPROVAL_DEPENDS)

# the firm condition's words that only gate the approval on a step ("须先…之后", "需在…以后", "只有…才")
TIMED_CONDITION = rx(r"(?:之后|以后|后|才)$")
# a sign-off after another one, told in the past with 了 or 过: "诺瓦克批准后，财务总监还签了字", "批准之后，又由财务总监签批了"
# (one still required or awaited, "批准后，还需要财务总监签字", is a condition)
PAST_SEQUENCE = rx(r"(?:之|以)?后[，,]?\s*(?:(?!要|需|须|得|待|等|才|将|会)[^，,。；;！!？?\n]){0,20}?"
                   r"(?:签了|签过|签字了|(?:批准|审批|签批|同意|批)(?:了|过))")
# a prohibition until the approval comes, either way round: "获批前不得动用预算", "在审批通过之前不能采购", "不得在获批前支出"
_UNTIL_APPROVAL = r"(?:获批|获得批准|批准|审批(?:通过)?|批复|签批)(?:之|以)?前"
_NOT_ALLOWED = r"(?:不得|不能|不可|不准|不许|禁止|暂不|不会|不要|勿)"
HELD_UNTIL_APPROVAL = rx(rf"{_UNTIL_APPROVAL}[^。；;\n]{{0,14}}?{_NOT_ALLOWED}|"
                         rf"{_NOT_ALLOWED}[^，,。；;\n]{{0,12}}?{_UNTIL_APPROVAL}")

# the pilot's fact kinds by name ("范围", "预算", "一项已完成的工作"), for a line saying what a note covers in these terms only
_KINDS = (r"(?:一项|一个|两项|其中的?)?(?:开始日期|结束日期|起止日期|日期|开始|结束|时间线?|预算|范围|流程|地点|"
          r"审批|批准|排除项|排除|已完成的?(?:工作|事项|项|一项)|计划(?:中的)?(?:工作|事项|项)|进展|状态)")


# a value in a clause, a digit group's comma inside it ("35,600欧元"): the value a correction sets aside (at most 40
# characters on either side of its first digit, so a run with no value ends soon)
_OLD = r"(?:[^，。；,;\n]|(?<=\d),(?=\d))"
# a newsletter's or a bulletin's name or section ("内部通讯", "项目速递", "每周简讯")
_MASTHEAD = r"(?:内部|公司|项目|试点|本周|每周|每月)?(?:通讯|简讯|快讯|速递|周刊|月刊|新闻|动态)"


CHINESE = Language(
    code="zh",
    name="Chinese (Simplified)",
    pools=POOLS,
    background=BACKGROUND,
    templates=Templates(
        start="{project}试点于{start}开始。",
        end="该试点于{end}结束。",
        scope="试点仅涵盖{site}的{process}。",
        budget="试点预算为{amount_phrase}。",
        approved="该试点已于{approval_date}由{approver}批准。",
        pending="该试点尚未获得批准：仍在等待{body}的审批。",
        done="{done}已经完成。",
        planned="{planned}已列入计划，但尚未开始。",
        out_of_scope="{out_of_scope}明确不在试点范围内，不属于本试点。",
        fact_lead="{project}试点档案记录。",
        prompt_head="以下是{company}内部笔记中带编号的段落。其中一些描述{project}试点；大多数是无关的背景信息。",
        prompt_tail=PROMPT_TAIL,
        question_template=QUESTION_TEMPLATE,
        questions=QUESTIONS,
        required_sections=("时间线", "范围", "预算", "状态", "来源"),
        format_date=lambda d: f"{d.year}年{d.month}月{d.day}日",
        format_amount=lambda amount, currency: f"{amount:,}{CURRENCY_NAMES[currency]}",
        capitalise_items=False,
        question_label="问题：",
        answer_cue="答案：",
    ),
    forms=Forms(
        date_patterns=_DATE_PATTERNS,
        month_number=english_month,  # the month words of English dates ("25 Aug 2027")
        weekday=rx(r"(?:星期|周|礼拜)[一二三四五六日天]"),
        currency_words=_CURRENCY_WORDS,
        currency=_CURRENCY,
        multipliers=_MULTIPLIERS,
        word_numbers=chinese_word_numbers,
        citation_patterns=(
            re.compile(r"[\[【［]\s*(?:第\s*)?(?:段落?\s*)?(" + _CITE_LIST + r")\s*段?\s*[\]】］]"),
            re.compile(r"第\s*(" + _CITE_LIST + r")\s*段"),
            re.compile(r"第\s*(\d{1,3}(?:\s*/\s*\d{1,3})+)\s*段"),  # "第2/5/8段": paragraphs parted by slashes
            # "笔记14", "笔记2、9和16", "第9条笔记": the material's paragraphs are numbered notes
            re.compile(r"笔记\s*(" + _CITE_LIST + r")(?![\d.]|\s*[条个份名台项人天周月年%])"),
            re.compile(r"第\s*(" + _CITE_LIST + r")\s*条笔记"),
            # "（1、4段）", "（8段）", "（1/4段）": the paragraph word after the numbers, inside brackets
            re.compile(r"[（(〔]\s*(?:参?见)?\s*(\d{1,3}(?:\s*(?:,|，|、|/|和|及|-|–|~|～|至)\s*\d{1,3})*)\s*段\s*[）)〕]"),
            re.compile(r"段落?\s*(" + _CITE_LIST + r")"),
            re.compile(r"(?:¶|§)\s*(" + _CITE_LIST + r")"),
            # the English paragraph word in a Chinese brief ("Para 4", "para. 8", "Paragraph 2")
            re.compile(r"(?<![A-Za-z])para(?:graph)?s?\.?\s*(" + _CITE_LIST + r")(?![\d.])", re.IGNORECASE),
            re.compile(r"[（(]\s*(\d{1,3}(?:\s*(?:,|，|、|;|；|和|-|–)\s*\d{1,3})*)\s*[）)]"),  # "（2）" after a fact
        ),
        citation_list=_CITE_LIST,
        citation_split=re.compile(r"\s*(?:,|，|、|/|;|；|和|及|与|或)\s*"),
        citation_range=re.compile(r"(\d+)\s*(?:-|–|—|~|～|至|到)\s*(\d+)"),
        amount_patterns=parse.amount_patterns(_CURRENCY, _MULT, number_before=_NUM_BEFORE,
                                              currency_before=r"(?<![A-Za-z$€£¥])", currency_after=r"(?![A-Za-z])",
                                              mult_after=r"(?![A-Za-z])"),
        currency_rx=rx(r"(?<![A-Za-z])(?P<c>" + _CURRENCY + r")(?![A-Za-z])"),
        number_rx=rx(_NUM_BEFORE + r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(百万|万|千|亿))?"),
        currency_before=r"(?<![A-Za-z$€£¥])",
        citation_column=rx(r"^\W*(?:段落?|(?:来源|出处|引用)(?:段落?)?|¶|§|para\w*|sources?)\W*$"),  # ("出处段落")
        label_multiplier=rx(r"百万|万|千|(?<![A-Za-z])(?:thousands?|k)(?![A-Za-z])"),
        # "6月16日至8月28日（均为2026年）", "，都是2026年", "（2026年）"
        year_once=rx(r"[^\S\n]*[，,]?[^\S\n]*(?:[（(]\s*(?:均为|均是|都是|均在|都在|皆为)?|(?:均为|均是|都是|均在|都在|皆为))\s*"
                     r"(?P<y>(?:19|20)\d{2})(?!\d)(?:\s*年)?(?:\s*[)）])?"),
    ),
    cues=Cues(
        # the party steps before a decision and the approval's object and manner (brief_rules)
        step_first=re.compile(r"(?:^|[待等，,：:])(?P<step>[^待等，,。；;：:\n【\[]{2,24}?)(?:之|以)?后"),
        bare_party=re.compile(r"^(?:财务|法务|法律|采购|合规|人事|审计|风控)(?!数据|报表|预算|费用|成本|方面|流程|制度)"),
        decides=re.compile(r"决定|决策|拍板|定夺|放行"),
        approved_thing=re.compile(r"(?:该|本|此)?(?:试点|项目)"),
        in_person=re.compile(r"亲自|亲手|本人"),
        # "照这个规则来就行", "她的记录值得一看", "需要范例的话可以参考…"
        reader_advice=rx(r"照(?:这个|这条|此|着)?(?:规则|规矩|做法|格式)?(?:来|做|办)?(?:就行|就好|即可)|值得(?:一看|参考|借鉴)|"
                         r"可以参考|不妨(?:看看|参考)|(?:需要|想要)[^，,。]{0,10}的话|"
                         # the reader's own choice left open, the house rule recalled ("用什么工具随你", "但记住公司的规矩")
                         r"随(?:你|您)|(?:你|您)(?:自己)?(?:定|选|挑)就(?:行|好)|用什么[^，,。]{0,6}都(?:行|可以)|"
                         r"(?:记住|记得|别忘了)(?:公司|咱们|我们|这边)?的?(?:老)?(?:规矩|规则|惯例)"),
        agenda_label=rx(r"^\W*(?:会议)?(?:议程|议题)\s*[:：]"),
        # (and the meeting itself, or the facts' schedule: "议程：本月例会", "议题：排期确认")
        agenda_purpose=rx(r"核对|核实|确认|讨论|回顾|梳理|事实|情况|进展|安排|排期|日程|本(?:月|周|季度)|例会|周会|月会|会议|"
                          r"之前|以前|前|决定|决议|的"),
        roles={
            # (the English field names a mixed brief keeps: "start date 是 …", "end date：2027年7月30日", "finish date 改成 …")
            # (a start in team slang: "7/28 开跑", "下周一开干")
            "start": rx(r"开始|启动|开启|始于|起始|开工|开跑|开干|从|自(?!动)|(?<!截)起(?!止)|"
                        r"(?<![A-Za-z])start(?:ing)?\s+date(?![A-Za-z])"),
            "end": rx(r"(?<![A-Za-z])(?:end|finish)(?:ing)?\s+date(?![A-Za-z])|"
                      r"结束|截止|截至|(?<!起)止|至|到|完成|终止|为止|收尾|落下(?:了)?帷幕|落幕|画上(?:了)?(?:圆满的)?句号|收官|"
                      # the pilot's last day right before its date ("试点最后一天是", "，最后一天为"); another thing's
                      # last day ("预算年度最后一天", "提交的最后一天") is no end of the pilot's
                      r"(?:^|(?<=[，,。；;：:、\s]))(?:(?:该|本|此|这次|此次)?" + _PILOT_NAMED +
                      r"|其|它)?的?最后(?:一)?[天日](?=\s*(?:是|为|将是|定在|定于|在|：|:)?\s*$)|"
                      + RANGE_DASH),
            "approval": rx(r"批准|审批|核准|签批|获批|批复"),
        },
        roles_after={  # (a date in brackets glossing a day's name, "元旦（2028年1月1日）结束": the cue after the bracket)
            # (a recipe's or a game's step with its date, the pilot's start or end after a dash, its step's verb before it:
            # "2月10日点火——试点开始")
            "start": rx(_BRACKET_ROLE.format("开始|启动|开启|起始|上线")
                        + r"^\s*" + _GLOSS_END + _MONTH_PART + _REF + _WEEKDAY + _HEDGE_AFTER + _SUBJECT
                        + r"(?:正式)?(?:开始|启动|开启|开工|开跑|开干|起(?!止))|"
                        r"^[^\d，,。；;\n]{0,6}?(?:[—–-]{1,2}|[▸▶►→⟶➔⇒])\s*(?:试点|项目)(?:正式)?(?:开始|启动|开启)|"
                        # (or the fact's own name after a dash, a colon or a cell, ending its part: "2026年9月23日 —— 开始日期")
                        # (the pilot named before it, or going live: "2026年6月14日：鱼鹰试点开始", "——试点上线")
                        + _ROLE_SEP + _PILOT_NAMED + r"的?(?:正式)?(?:开始|启动|开启|起始|上线)(?:日期|日|时间)?" + _PART_END),
            "end": rx(_BRACKET_ROLE.format("结束|截止|收尾|收官|终止")
                      + r"^\s*" + _GLOSS_END + _MONTH_PART + _REF + _WEEKDAY + _HEDGE_AFTER + _SUBJECT
                      + r"(?:正式)?(?:结束|截止|止|完成|收尾|终止|为止|"
                      # the end in idiom: "在4月5日落下帷幕", "将于5月16日画上句号", "6月3日收官"
                      r"落下(?:了)?帷幕|落幕|画上(?:了)?(?:圆满的)?句号|收官|告一段落)|"
                      r"^[^\d，,。；;\n]{0,6}?(?:[—–-]{1,2}|[▸▶►→⟶➔⇒])\s*(?:试点|项目)(?:正式)?(?:结束|收尾|收官)|"
                      + _ROLE_SEP + _PILOT_NAMED + r"的?(?:正式)?(?:结束|截止|收尾|收官)(?:日期|日|时间)?" + _PART_END),
            "approval": rx(_BRACKET_ROLE.format("批准|审批|获批|核准|签批")
                           + r"^[\s，,]*" + _REF + r"(?:由.{0,30}?)?(?:批准|审批|核准|签批|获批|已经?批(?![次量评示注]))|"
                           # (a value first, then what it is after a dash: "2027年2月24日——批准日期")
                           r"^\s*(?:[—–-]{1,2}|[▸▶►→⟶➔⇒])\s*(?:试点)?(?:批准|审批|获批|核准|签批)"),
        },
        # (the English short form of a terse brief: "appr.：…", "| appr. | pend. |")
        approval_word=rx(r"(?<![A-Za-z])appr(?:\.|(?![A-Za-z]))|(?<![A-Za-z])approv(?:al|ed)(?![A-Za-z])|已经?[口书]头同意|批准|审批|核准|签批|获批|批复|状态(?!项|条目)|已经?批(?![次量评示注])|批了|已同意|同意了|表示同意|已经?签署|"
                         r"(?:还|尚|仍)?(?:没|未)(?:有)?批(?![次量评示注])|(?<=[\u4e00-\u9fff])(?<![审报待送需要])批的(?=[，,。；;！\s]|$)|(?<=[号日])批的|批下来|拍板|签字|签[的了过]字|首肯|点头|"
                         # a verse's or a child's words for it: "批文到手", "名签纸上", "绿灯还没亮" (a bare "绿灯" is
                         # a status colour, "整体状态：绿灯", no approval)
                         r"批文|名签纸上|绿灯.{0,4}亮|(?:亮|开|给)了?绿灯|"
                         r"(?:还在|在|正在)?等(?:待|着)?.{0,8}(?:委员会|董事会|首席|总监|主管)|"
                         # the approving body's decision as a checklist's item ("[ ] 指导委员会的决定（待定）"): its
                         # state is the approval's
                         r"(?:委员会|董事会|理事会)的?(?:决定|决议)|"
                         # the approving body said not to have decided yet ("投资委员会尚未作出决定", "董事会还没定下来")
                         r"(?:委员会|董事会|理事会)(?:目前|现在)?(?:还|尚|仍)?(?:没|未)有?(?:作出|做出|给出)?(?:决定|决议|定下来|表态)"),
        pending_word=rx(r"(?<![A-Za-z])pend(?:ing\b|\.)|(?<![A-Za-z])TBD(?![A-Za-z])|待|还在等|在等|等着|等候|尚未|未|等待|仍需|还需|(?:仍|还)须|(?:还|也|仍)要|还得|仍在|仍由|尚在|没有|暂未|需要|须经|有待|(?:暂|尚|还|仍)无|审批中|卡在|不|与否|取决于|否|报送|报批|送审|已提交|提交至|(?:还|仍|尚)没|"
                        # sent up to a party for approval, not yet given ("试点提交总经理X审批", "已报X审批")
                        # (the pilot sent up, not a report's own 报, "试点简报  状态：已批准", nor a spending rule,
                        # "超过2,000美元的支出须先报财务部批准")
                        r"(?:提交|已报|(?:试点|项目)(?:已|已经|将|会)?报)[^，,。；;：:\n]{0,20}?(?:审批|批准|签批|审定)"),
        approved_word=rx(r"已经?[口书]头同意|已批准|已获批|获批|已审批|审批通过|已核准|批准了|已签批|已经?通过|通过了[^。；，\n]{0,12}?(?:审批|批准)|获得批准|已经批准|批准|签批|核准|批复|"
                         # the spoken short forms: "已批", "已经批了", "批了", "审批：是", "领导已同意"
                         # the sign-off told as passed ("审批已经过了", "审批早就过了"): given
                         r"(?:审批|批准)(?:已经?|早就?|都)?过了|"
                         r"已经?批(?![次量评示注])|批了|批下来了|(?:审批|批准)\s*[：:]\s*(?:是|通过|已过|有|[✓✔☑✅])|已同意|同意了|"
                         # (said after the day it was given: "二零二六年四月十二号批的")
                         r"(?<=[号日])批的|"
                         # (or after its approver, "是物流总监X批的": not what awaits it, "这是需要审批的")
                         r"(?<=[\u4e00-\u9fff])(?<![审报待送需要])批的(?=[，,。；;！\s]|$)|"
                         # the approval told as a thing in hand or a light turned on ("批文到手", "名签纸上", "绿灯亮了")
                         r"批文(?:已经?)?(?:到手|下来|下达)|名签纸上|绿灯(?:已经?|是)?.{0,3}亮(?:了|的|着)|(?:亮|开|给)了?绿灯|"
                         # a terse field ticked after its approver and date: "appr.：<approver> <date> ✔"
                         r"(?<![A-Za-z])appr\.?[^。；;\n✓✔☑✅]{0,40}[✓✔☑✅]|"
                         r"已经?拍板|拍板了|已经?放行|放行了|予以放行|签字同意|已签字|首肯|点头同意|表示同意|已经?签署|"
                         # the signer named, as a reply to who approved it says it: "签字的是X", "是X签的字"
                         r"签字的是|签[的了过]字|"
                         # the nod of a body, in idiom: "委员会那边已经点头了", "财务已点头"
                         r"已经?点头|点头了|"
                         # approved in principle ("已原则通过", "原则上同意"): an approval told as given
                         r"原则上?(?:已经?)?(?:通过|同意|批准|获批)|"
                         # the English state word a mixed brief keeps ("| 审批 Approval | approved by X, 2027-04-21 |")
                         r"(?<![A-Za-z])(?<!not )(?<!not yet )approved(?![A-Za-z])"),
        planned=rx(r"(?:已经?)?(?:排进|排入|列入|纳入|放进)了?(?:计划|日程|排期)|计划|规划|拟|将|打算|待(?!遇)|尚未|还未|未开始|未开工|未启动|没开工|还没|下一步|后续|稍后|以后|今后|即将|安排|待办|"
                   r"排期|排定|排上日程|定于|预定|纳入日程|预约|定好时间|提上日程|路线图|待办清单|排队|"
                   r"(?<![A-Za-z])(?:planned|not (?:yet )?started|scheduled)(?![A-Za-z])|"
                   # the work still waiting in the team's list, said in English: "还在 backlog"
                   r"(?:还|仍|尚)在\s*backlog(?![A-Za-z])|"
                   # the work next in line, by its aspect: "接下来要开展", "接下来会接入", "下一步要做"
                   r"接下来(?:就)?(?:要|会|将|再)|下一步(?:就)?(?:要|会|将|再)|"
                   # no one at work on it yet, or the work next in line: "没人动手", "下一项工作"
                   r"没有?人(?:动手|着手|开始|碰)|下一(?:项|个)(?:工作|任务)|"
                   # a mark after the item that puts it next in line: "X（接下来）", "X（马上开始）"
                   r"[（(]\s*(?:接下来|随后|紧接着|下一个|马上)|马上(?:就)?(?:要|会|开始|进行|启动|开展|动工)"),
        # "已" alone says done, but not before a scheduling word ("已排期", "已安排", "已列入计划", "已定于")
        # a verb with its result ("装好", "搭好了", "迁完"): the work is finished
        done=rx(r"完成|完毕|已结束|就绪|已落实|已交付|做完|搞定|弄好|做好了|办好|办完|弄完|搞完|完工|"
                r"(?<![没未])(?:装|搭|建|配|设|迁|导|录|测)(?:好|完)|已经?(?:搭建|安装|导出|迁移|审核|访谈|实施|进行)|"
                r"已经?(?!排|安排|列入|纳入|定|预定|预约|约定|计划|规划|提上)"),
        # ("正在使用": a thing in use, finished work's product in service, no work under way)
        started=rx(r"已经?开始|已经?启动|正在(?!被?使用)|进行中|推进中|已着手|开展中|实施中|开始了|已开工|启动了|"
                   # work said to be still going on: "还在搭建中", "仍在迁移", "配置中"
                   # ("还在走流程": still going through the process, under way)
                   r"(?:还|仍|尚)在(?:搭建|建设|配置|迁移|导出|安装|部署|调试|测试|审核|翻译|实施|推进|处理|做|建|弄|走流程|"
                   # (a chat's one-character verb: "还在装", "还在搞", "还在测")
                   r"装|搞|测|改|写)|"
                   r"(?:搭建|建设|配置|迁移|导出|安装|部署|调试|审核|翻译)中|"
                   # work told in full swing, now or in a story's past ("当时还在如火如荼地进行", "紧锣密鼓地推进")
                   r"(?:还|仍|尚)在(?:[\u4e00-\u9fff]{2,4}地)?进行|如火如荼|紧锣密鼓|热火朝天|"
                   # the team at work on the item now: "团队正全力推进X", "正忙于X"
                   r"正(?:全力|加紧|抓紧|忙于|忙着)|"
                   r"(?<![A-Za-z])(?:WIP|in progress|under ?way|ongoing)(?![A-Za-z])"),  # "| X | WIP |", "| X | in progress |"
        negation_before=rx(r"(?:未|没有?|不|无|待|尚需|需要|等待)[\u3400-\u9fff]{0,2}$"),
        future=rx(r"将|将要|(?<![员事协大委])会(?![议])|计划|预计|拟"),
        stage_negation=rx(r"(?:尚|还|仍|并)?(?:未|没有?)(?:开始|启动|开展|进行|完成|着手|开工)|" + _STAGE_NOT_TAKEN),
        stage_not_taken=rx(_STAGE_NOT_TAKEN),
        stage_echo=rx(r"(?:这|这是|这也是|这就是|它是)(?:目前|眼下|现在|迄今)?唯一(?:已经?)?(?:完成|做完|落实)的(?:事项|工作|一项|任务|事)|"
                      r"(?:别|不要|请勿|请不要)把(?:它|这项工作|这项|此项|这件事)(?:当成|当作|看成|视为)(?:已经|正)在(?:做|进行|推进)的"
                      r"(?:工作|事项|事)|这(?:件事|项)?(?:就)?(?:是|算)(?:我们)?(?:接下来|后面|之后)(?:还)?要做的(?:工作|事)?|"
                      r"这(?:一项|件事|项)?(?:就)?(?:算是?)?(?:打勾|勾掉|完成)了"),
        # an approximation; "可能", "也许", "或许" are belief: the value stands as stated
        date_hedge=rx(r"(?:大约|大概|约|估计|暂定|初步定于|或者?)\s*(?:在|于|为)?\s*$"),
        date_hedge_after=rx(r"^\s*(?:左右|前后|上下|或更晚|或更早)"),
        date_alternative=rx(r"^\W{0,3}(?:或者?|或是|还是|抑或)[\s\u3400-\u9fff]{0,6}$|^\s*/\s*$"),
        progress=rx(r"已经?(?:开始|启动|完成|交付|上线|部署|推出|发布|落实|实施|搭建|安装)|正在|进行中|完成了|已就绪|"
                    r"已经?(?:花掉|花了|花费|用掉|用了|支出|动用)"),
        exclusion=rx(r"不包括|不包含|不含|不在.{0,6}范围|范围之外|范围外|排除|除外|不涉及|不属于|不纳入|未纳入|不覆盖|"
                     # "一开始就划到了外边", "划到试点之外": drawn outside the pilot's line (no 计划/规划's 划)
                     r"(?<![计规策筹])划(?:在|到)了?[\u4e00-\u9fff]{0,4}?(?:外面|外边|外头|之外|以外)|"
                     # a cross beside the item ("旧传真网关 ❌"), or the English short form in a terse note or a cell
                     # ("（excl. 旧传真网关）", "| X | excl. |")
                     r"不适用|除了|不|没有|无|[❌✗✘✖🚫⛔]|(?<![A-Za-z])excl(?:\.|uded)?(?![A-Za-z])"),
        condition=CONDITION, given_condition=GIVEN_CONDITION, firm_condition=FIRM_CONDITION, timed_condition=TIMED_CONDITION,
        held_until_approval=HELD_UNTIL_APPROVAL, site_place=SITE_PLACE,
        negated=rx(r"不|未|没有|没"),
        # an item said to come in later: "下一阶段再接进来", "二期再纳入", "推迟到下一期", "以后再接入"
        # (the item may stand between as a pronoun object: "在第二阶段把它纳入", "下一期再将其接入")
        past_sequence=PAST_SEQUENCE,
        phase_condition=rx(r"(?:等到?|待|在)[^，,；;。\n]{1,20}?(?:之后|以后|后)|(?:一旦|直到)[^，,；;。\n]*"),
        other_place=rx(r"(?:在)?(?:其他|其它|别的|其余)(?:任何)?(?:的)?(?:站点|地点|场地|仓库|工厂|办事处|中心|网点)"),
        # ("所有站点", "各个仓库", "全公司", "其余站点", "然后推广到其他站点")
        # (the sites a comparison ranks the pilot's site among, "退货量在各站点中最大", widen nothing)
        # ("和奥斯塔拉货运各办公室", "以及里斯本仓库"; "与" and "同" also compare, "与其他站点不同", and join nothing here)
        joined_site=rx(r"^\s*(?:和|及|以及|连同|加上|还有|外加)[\u4e00-\u9fff·]{0,10}?(?:站点|地点|场地|仓库|工厂|办事处|办公室|服务中心|"
                       r"仓储站|枢纽|网点|基地|门店|分部|分支机构|分公司|子公司|部门|中心)(?!员工|人员|团队|主管|经理|系统)"),
        # ("是否纳入试点，目前还没有定论", "待定", "尚未确定")
        undecided=rx(r"(?:没有|没|未|无)(?:有)?(?:最终|正式)?(?:定论|结论|决定|确定|敲定|定下来?|拍板)|待定|悬而未决|待(?:进一步)?(?:确定|决定|讨论|"
                     r"商定|明确)|(?:开放|未决)(?:问题|事项)|不确定|不明确|(?:尚|还)不清楚|"
                     # no one said to have decided it ("还没人决定", "没有人拍板")
                     r"(?:没有?|无)人(?:最终|正式)?(?:决定|确定|敲定|定下来?|拍板)"),
        widened=rx(r"(?:所有|全部|各个?|每个|每一个)(?:的)?[\u4e00-\u9fff]{0,3}?(?:站点|地点|场地|仓库|工厂|办事处|服务中心|"
                   r"仓储站|枢纽|网点|基地|门店)(?!(?:之?中|里面?|当中|中间|之间)[\u4e00-\u9fff]{0,2}?(?:最|数|居|排))|全公司|整个公司|公司(?:上下|全部|所有)|全网|"
                   # (a comparison with the others, "比其他站点都多", is no widening)
                   r"(?<!比)(?<!多于)(?<!高于)(?<!大于)(?:其他|其它|其余|别的)(?:的)?(?:站点|地点|场地|仓库|工厂|办事处|服务中心|仓储站|枢纽|网点)"),
        instead=rx(r"而非|并非|而不是|取代"),
        # ("最终", "最后", "最近", "最早": a time, no ranking)
        ranked=rx(r"最(?!终|后|近|早|晚|初|先|迟)[\u4e00-\u9fff]|数一数二|首屈一指|名列前茅|排(?:名|行)?第一|位居(?:第一|首位|前列)|"
                  r"居首|之最"),
        first_site=rx(r"(?:先|首先|率先|优先)(?:从|在|于|由)$"),
        site_first=rx(r"^[\u4e00-\u9fff]{0,5}?(?:先行|打头|为起点|起步)"),
        unreal=rx(r"(?<![\u4e00-\u9fff])等到?|直到|要是|假如|倘若|的话|就会|就能"),
        still_to_come=rx(r"(?:一旦|(?<![\u4e00-\u9fff])等到?)[^，,；;。\n]*"),
        # (a deferral's own leading verb opens it: "留待后续阶段再纳入" is left for later, not "待" pending)
        date_cut=rx(r"\d{4}\s*(?:[-/.年]\s*)(?:\d{1,2}\s*[-/.月]\s*)?$"),
        firm_exclusion=rx(r"明确|明文"),
        deferred=rx(# a timeline's entry dated after the pilot ("试点结束后——接入X"): put off to then
                    r"^[^\S\n]*试点(?:结束|完成|期满)?(?:之后|以后|后)\s*[—–:：-]|"
                    r"(?:留|有)待(?:以后|日后|将来|后期|后续|下一?个?(?:阶段|期|轮|批)|第二(?:阶段|期|轮|批)|二期)|"
                    # left out of the present phase only: "本期不纳入", "这一期先不做", "现阶段暂不接入"
                    r"(?:本期|这一?期|本阶段|这一?阶段|当前阶段|现阶段|本轮|这一?轮|首期|一期)(?:内|中|里)?"
                    r"(?:暂(?:时|且)?|先|还|并)?(?:不|未|没有?)(?:纳入|接入|接进来|加入|包括|包含|覆盖|做|考虑|涉及|"
                    r"上线|引入|推进|处理|接)|(?:暂(?:时|且)?|先)(?:不|未)(?:纳入|接入|接进来|加入|覆盖|引入|上线)|"
                    r"(?:不|未)(?:在|属于|列入|纳入)(?:本期|本阶段|这一?期|这一?阶段|当前阶段|现阶段|本轮|这一?轮|首期)|"
                    # the verb first: "纳入二期", "放到下一阶段"
                    r"(?:纳入|放到|放进|排到|排进|移到|挪到|安排到|安排在)(?:下一?|后续|第二|二)个?(?:阶段|期|轮|批)|"
                    r"(?:下一?|后续|以后的?|未来的?|第二|二)个?(?:阶段|期|轮|批)(?:再|才|会|将|一并|陆续)*"
                    r"(?:(?:把|将)(?:它|其|这一?项|该项))?"
                    r"(?:接入|纳入|接进来|加入|加进来|覆盖|推进|上线|引入|考虑|处理|做|实施|推出)|"
                    r"(?:推迟|延后|顺延|留)到(?:以后|后期|下一?个?(?:阶段|期))|"
                    r"(?:以后|稍后|后期|之后|后续|回头|晚些(?:时候)?)(?:再|才会?|才能|会|将)+"
                    r"(?:接入|纳入|接进来|加入|加进来|加上|补上|补进来|接上|覆盖|引入|做|处理)|"
                    # (in English words, in a brief mixing the two: "放到 phase 2 再说")
                    + DEFERRED_EN),
        # (a week of the calendar standing for a day, "2027年第44周", "2027-W44": no date, a period)
        # "团队翻译了用户指南", "扫描器安装过", "指南翻译完": the item's two-character work verb with its perfective or
        # result ending (a half done, "翻译了一半", is none); the verb after a word of the future ("会翻译", "要安装";
        # no committee's "会", no "主要"), work planned
        work_verb_done=rx(r"[\u4e00-\u9fff]{2}(?:了(?!一半|一部分|部分|吗|没)|过(?!吗)|完|好)"),
        work_verb_planned=rx(r"(?:(?<=将)|(?<=会)(?<![员事协大委]会)|(?<=要)(?<![主重只纲概]要))[\u4e00-\u9fff]{2}"),
        range_open=rx(r"(?:介于|在)\s*$"), range_join=rx(r"^\s*(?:和|与|及)\s*$"),
        range_close=rx(r"^\s*(?:[\[【][^\]】\n]{1,20}[\]】]\s*)*之间"),
        coarse_period=rx(r"\d{4}\s*年?(?:第?[一二三四1-4]季度|[上下]半年|[春夏秋冬]季?|[初中底末])|(?<![\w])Q[1-4]\s*\d{4}|"
                         r"\d{4}\s*年?第\s*\d{1,2}\s*周|(?<![\w])\d{4}-?W\d{2}(?![\w])"),
        not_value=rx(r"(?:不是|而非|并非)\s*$"),
        was_value=rx(r"^(?:[^\W\d_]{1,4}[：:]\s*)?(?:原为|原作|原是|原来是|原先|原稿|原文|原(?=[\s→]|$)|此前为|之前为|旧值|旧(?=[\s→]|$)|"
                     r"曾为)"),
        now_value=rx(r"^(?:现为|现(?=[\s)）]|$)|新值|新(?=[\s)）]|$))"),
        draft_said=rx(r"(?:昨日|昨天|原稿|初稿|原文|上一?版|前一?版|旧版|你)[^，。；\n]{0,20}?"
                      r"(?:误写为|误写成|写的是|写成|写作|误作|写为|称|给的是)|"
                      # (or, group `error`, a value said to have been written in error: "开始日期曾被误写为9月4日")
                      r"(?P<error>(?:误|错)(?:写|标|填|记|列)(?:为|成|作))"),
        thread_label=rx(rf"^[ \t]*(?:(?P<update>{POST_UPDATE})|(?:{POST_OTHER}))"
                        r"[ \t]*(?:#|№|第)?[ \t]*(?P<n>\d{1,2})?[ \t]*(?=[:：])"),
        not_but_word=rx(r"(?:不是|并非)(?P<old>[^\W\d_]{1,6}?)[，,]?\s*而是"),
        myth_label=rx(LABEL_HEAD +
                      r"(?:误区|误解|谣言|传言|传闻|说法|迷思|误传|错误说法|常见误解)[一二三四五六七八九十]{0,2}" + LABEL_TAIL),
        fact_label=rx(LABEL_HEAD + r"(?:事实|真相|实际情况|实际|正解)" + LABEL_TAIL),
        # 传言或别人的说法，以及作者随后的否定或核定（`Cues.hearsay`、`Cues.report_rejected`）
        hearsay=rx(r"传的是|传言|传闻|据传|听说|有人说|有人认为|有人坚持|两种说法|说法不一|"
                   r"以为"),  # (a belief later refuted: "我原以为…，并非如此", "很多人以为…。其实不然")
        # 先读错、随即改正的值（`Cues.first_reading`、`Cues.reading_turn`）
        first_reading=rx(r"(?:一开始|起初|最初|开始时|乍一看)我?(?:把|将|以为|看成|记成|写成|读成)|我(?:一开始|起初|最初)?(?:误|错)(?:看|读|记|写)成"),
        reading_turn=rx(r"[，,]?\s*(?:但|不过|可是|然而)"),
        report_rejected=rx(r"实为|实际(?:上)?(?:是|为)|确定为|确认为|其实是|并非如此|不是这样|这不对|其实不然|恰恰相反|"
                           # "此说不实", "该说法不属实", "纯属谣言": the report called untrue
                           r"(?:此|该|这)(?:一|种|个)?(?:说法?|传言|传闻|消息)?(?:并|纯属)?不(?:属)?实|与事实不符|纯属谣言"),
        pronoun_is=rx(r"(?:他|她)(?:其实|实际上)?(?:是|担任)"),
        accepts_correction=rx(r"(?:已经?|我已经?)(?:更正|改正|修正|修改|改好|改过来|更新)|(?:你|您)说得(?:对|没错)"),
        agrees_correction=rx(r"^\W*(?:(?:对|是的|没错|嗯|哦)[，,、！!]?\s*)?(?:(?:你|您)说得(?:对|没错)|抱歉|不好意思|对不起|"
                             r"我(?:说|写|记)错了)|^\W*(?:对|是的|没错)[，,、！!]?\s*(?:是|应该是|确实是)"),
        # (or announcing the corrections it goes on to make: "有两处需要更正：", "需要纠正两点", "更正一下：")
        turn_corrects=rx(r"^\W*(?:其实|实际上|事实上)(?:是|在)|^\W*(?:这里)?有?(?:[一两二三几]|好几)(?:处|点|个地方)(?:需要|要|得)?"
                         r"(?:更正|纠正|修正|改正|订正|不对|有误)|^\W*(?:需要|要|得|我来)(?:更正|纠正|修正)(?:[一两二三几]|好几)(?:处|点|个地方)|"
                         r"^\W*更正(?:一下)?[：:]"),
        source_lead=rx(r"^\W*(?:据|根据|按|按照)(?:第?[\d\s]*段|笔记|资料|材料|记录)?[\d\W]*$"),
        # (after the place in the notes it reads: "据[5]，不是…", "根据第2段，不对")
        # (or that the notes hold no such thing: "笔记里没有这条信息", "资料中并没有这个说法")
        turn_denies=rx(r"^\W*(?:(?:据|根据|按)[^，,；;：:。\n]{1,20}[，,：:]\s*)?(?:不是|不对|错了|不不|有误|不正确|"
                       r"(?:笔记|资料|材料|记录|档案|原文)(?:里|中|上)?(?:并|也)?(?:没有|没|未见|查不到)(?:这条|这个|这一?|此|该|相关的?)"
                       r"(?:信息|消息|记录|说法|内容|情况))"),
        answer_denies=rx(r"^\W*(?:不对|不是这样|错了|有误|不正确|并非如此|还没有)"),
        judged_false=rx(r"^\W*(?:错误|不实|不对|错(?!\w))"),
        judged_true=rx(r"^\W*(?:正确|对(?!\w)|真(?!\w))"),
        verdict_yes=rx(r"^\W*是(?!\w)"), verdict_no=rx(r"^\W*否(?!\w)"),
        exercise_cue=rx(r"判断题|自测|小测验|判断下列|判断以下|是否正确|对错|正误|填空|空格处|横线处"),
        answers_heading=rx(r"^\W*(?:参考答案|答案(?:与解析|解析)?|正确答案)\s*[:：]?\s*(?P<rest>.*)$"),
        placeholder=rx(PLACEHOLDER_MARK + "|" + PLACEHOLDER_EN + r"|[\[【（(]?(?:已删除|已隐去|已遮盖|已屏蔽|已隐藏|"
                       r"已删去|略)[\]】）)]?|暂缺|不详|未填写?|待定|待确认|未定|未指定"),
        template_slot=rx(_TEMPLATE_SLOT),
        field_slot=rx(r"(?:从|到|至|为|是|于|在|：|:)\s*(?:开始日期|结束日期|起始日期|终止日期|批准日期|审批日期|预算金额|金额|币种|"
                      r"审批人姓名|审批人|批准人)"),
        struck_note=rx(r"删除线|划掉|划去|划除|画掉|被划|横线|删去"),  # "划掉的数值作废", "带删除线的日期为笔误"
        # (the value set aside in words too, and its correction after a comma with no "而": "不是八月底，是9月2日")
        not_but=rx(r"(?:不是|并非)(?P<old>" + _OLD + r"{0,40}?(?:\d|[一二三四五六七八九十]月)" + _OLD
                   + r"{0,40}?)(?:[，,]?\s*而是|[，,]\s*(?:其实|实际上?|应该)?是(?=\s*\d))|"
                   r"(?<=[，,])\s*(?:而)?(?:不是|并非|而非)(?P<old2>\d" + _OLD + r"{0,40})|"
                   r"由(?P<changed>[^，。；\n]{1,30}?)(?:更正|改|调整|变更|修改|上调|下调|提高|降低)(?:为|成|到|至)"),
        year_alone=rx(r"(?<![\d〇零○一二三四五六七八九十百千])(?P<y>\d{2}|[〇零○一二三四五六七八九]{4}|[〇零○一二三四五六七八九]{2})(?=\s*年(?![\d〇零○一二三四五六七八九十]))"),
        # (after a dash or a comma too, the words taking it back a run: "六月二十二——等等，不对，我看错行了，是七月二十二号")
        redo=rx(r"(?:\.{3}|…+|——|—|，)[ \t]*(?:(?:不对|哦不|啊不|说错了|不是不是|应该是|等等|打错了|我?看错(?:行)?了)"
                r"(?:[ \t]*[，,、][ \t]*(?=不对|等等|打错|说错|我?看错))?)+"),
        corrected=rx(r"更正|勘误|纠正|写错|笔误|搞错|弄错|说错|打错|记错|不对[，,]|"
                     # (a turn owning its slip: "我刚才看错了", "把数字写反了")
                     r"看错|读错|记混|搞混|写反|弄反|搞反|"
                     # (or owning it in so many words: "您说得对——是我的错。")
                     r"(?:是|这是)?我的(?:错|失误|疏忽)"),
        changed_to=rx(r"(?:改为|改到|改成|改至|推迟到|推迟至|延后到|延后至|延期到|延期至|延至|延到|顺延至|顺延到|调整为|调整到|调整至|"
                      r"提前到|提前至|更改为|更改至|变更为|变更至|变为|挪到|挪至|移至|移到)\s*$"),
        counted_end=rx(r"(?:起点|开始|启动|开工|起始日|开始日)(?:日期)?\s*(?:后|之后|以后)\s*(?:整整|正好|恰好)?\s*(?P<n>\d{1,4})\s*"
                       r"(?:(?P<week>周|个星期|星期)|天|日)"),
        duration=rx(r"(?:为期|持续|历时|周期)" + _LENGTH + r"[半多]?(?:月|周|星期|礼拜)|"
                    + _LENGTH + r"[半多]?(?:月|周|星期)(?:左右)?(?:后|之后)(?:结束|收尾|完成)|"
                    # an end counted from the start: "开始后约十周结束", "启动之后两个月收尾", "开始后不到四个月"
                    r"(?:开始|启动|开工|开启)(?:后|之后|以后)" + _LENGTH + r"[半多]?(?:月|周|星期)|"
                    # the length between the start and its "after" ("启动大约十一周之后，试点便告结束")
                    r"(?:开始|启动|开工|开启)" + _LENGTH + r"[半多]?(?:月|周|星期)(?:左右)?(?:后|之后|以后)|"
                    # a start or end counted from the other one: "在结束日之前大约两个月启动", "开始日期之后三周结束"
                    r"(?:结束|开始|启动)(?:日期?|时间)?(?:之|以)?(?:前|后)" + _LENGTH + r"[半多]?(?:月|周|星期)"),
        budget=rx(r"预算|费用|成本|资金|金额|经费|花费|开支"),
        # how much of the money is spent or left ("大部分尚未动用", "已花掉三成", "还剩一半"): a claim the source never makes
        person_title=rx(r"(?:主管|经理|总监|负责人|主任|总裁|总经理|首席\w{0,4}官|部长|组长|处长|董事|专员)"),
        title_lead=rx(r"^(?:已经|经由|已|经|由|被|给|向|请|和|与|及|于|的|为|是|日|月|年|号)+"),
        # the writer's hedge of belief: "应该已经弄好了", "看起来已经做完了" say the stage, with doubt
        belief=rx(r"应该|应当|好像|似乎|看起来|看上去|看样子|大概|估计|也许|或许|可能|我(?:猜|想|觉得|认为)|据我(?:所知|了解|理解)|算是"),
        # a time frame on a work item by another event ("将在试点结束前完成", "验收后立即开始"): no date of the source
        item_time_frame=rx(r"(?:试点|项目|上线|启动|验收|交付|结束|完成|收尾)[^，。；,;\d]{0,8}(?:前|之前|以前|后|之后|以后)"
                           r"(?:立即|马上|随即|即)?(?:完成|做完|落地|交付|上线|启动|开始|开展|进行)"),
        # a time frame counted from now ("下个月", "下周", "两周后", "一个月内", "近期"): no date and no event
        relative_time=rx(r"下(?:个)?(?:周|星期|礼拜|月|季度)|下半年|明年|近期|(?:本|这个?)(?:周|月|季度)(?:内|底)|"
                         r"(?:[一二两三四五六七八九十几]|\d+)(?:个)?多?(?:天|周|星期|礼拜|月)(?:后|之后|以后|内|之内|以内)"),
        # (the money said untouched, as a voice note says it: "钱还没怎么动", "经费基本没动"; or put to a use already:
        # "约三分之一已经用在前期准备上")
        # (not "一周一次" read as a Monday, nor either end of a range, "周一至周五")
        step_day=rx(r"(?<![一二两三四五六七八九十\d第至到~～—–-])(?<![至到~～—–-]周)(?<![至到~～—–-]星期)"
                    r"(?:(?:本|这|下|每)个?)?(?:周|星期|礼拜)[一二三四五六日天](?!\s*[至到~～—–-]|的)|"
                    # (not a rate: "每周约7,731瑞士法郎", "每月约17,920英镑" divide the budget; nor a day a thing is of:
                    # "周一的摘要有两处错误")
                    r"每个?(?:周|星期|礼拜|月|两周)(?![^，。；\n]{0,4}?[\d一二两三四五六七八九十几])|周报|月报"),
        approx_time=rx(r"[0-9一二三四五六七八九十]{1,3}月(?:份)?(?:底|初|末|中旬|上旬|下旬|中|第[一二三四1-4]周)|"
                       r"(?:本|这|下)?(?:周|星期|礼拜)[一二三四五六日天](?:上午|下午|晚上)?(?:[0-9一二三四五六七八九十]{1,2}(?:点|:\d\d))?"),
        spending=rx(r"动用|花得|花掉|花了|用掉|用了|已经?(?:使)?用(?!户)|用在|支出了|已支出|已花|花费了|未花|没花|结余|余额|剩余|还剩|尚余|超支|节省|超出预算|"
                    r"(?:钱|经费|资金|预算)[^，。；！？\n\d]{0,4}?(?:没|未)(?:怎么|太|大)?动"),
        funds_release=rx(r"放款|拨款|拨付|下拨|划拨|释放(?:资金|预算|款项)|(?:资金|预算|款项)(?:的)?(?:发放|释放)"),
        # (a list with nothing new on it: "行动项：无新增", "暂无新的")
        empty_item=rx(r"^\W*(?:(?:无|没有|暂无)(?:新增|新的)?|不适用|N/?A|空(?![\u3400-\u9fff]))"),  # ("（空）" in a column)
        # a list said empty in a clause: "目前还没有完成的工作", "目前尚无已完成事项", "尚未完成任何工作", "暂无", "暂无可汇报的"
        empty_list=rx(r"(?:目前|现在|当前|暂时|截至目前|到目前为止|迄今(?:为止)?)?[，,]?(?:还|尚|仍|都)?(?:"
                      # (nothing more than what the list names: "暂无其他待启动事项", "没有别的了", "除此之外暂无")
                      r"(?:除(?:此|上述|以上|这些|这两项)(?:之?外)?[，,]?)?"
                      r"(?:暂无|尚无|没有|无|未有|别无)(?:任何)?(?:其他|其它|其余|别的|更多|另外|额外|新)?(?:的)?"
                      r"(?:可以?|能)?(?:被|已经?|待)?(?:报告|记录|列出|提到|汇报|交代)?(?:为)?(?:已经?)?"
                      # (the work still to be carried out: "待开展的事项", "计划中的工作", "计划推进的任务")
                      r"(?:完成|做完|完工|开始|启动|计划|排除|办)?(?:中|开展|进行|推进|实施|执行|落实)?(?:了)?(?:的)?"
                      r"(?:工作|事项|项目|任务|内容|条目|项)?"
                      r"(?:完成|做完|开始)?(?:的)?|"
                      r"(?:未|没有?)(?:完成|做完|开始)(?:任何)?(?:的)?(?:工作|事项|任务)?)(?:了)?"),
        no_answer=rx(r"^\W*(?:(?:我|我们)也?(?=不知道|不清楚))?(?:不知道|不清楚|未知|未提及|未说明|未给出|无法确定|无)?\W*$"),
        answer_approved=rx(r"已批准|已获批|获批|批准了|已审批|审批通过|已通过|已核准|^\W*是|批准"),
        answer_pending=rx(r"待|尚未|未|等待|没有|否|审批中|仍需|还需"),
        source_names={
            "start_date": rx(r"开始|启动|起始|时间线|周期|期限"),
            "end_date": rx(r"结束|截止|终止|时间线|周期|期限"),
            "scope": rx(r"范围(?!外|之外)|涵盖|覆盖|流程"),
            "budget": rx(r"预算|费用|金额|成本|资金"),
            "approval": rx(r"批准|审批|状态|核准"),
            "done": rx(r"完成"),
            "planned": rx(r"计划|下一步|后续"),
            "out_of_scope": rx(r"不包括|范围外|范围之外|不在.{0,4}范围|排除|不含"),
        },
        number_words=rx(r"(?:[" + _NUMERAL + r"]{2,}|[二两三四五六七八九十])" + _COUNTED),
        option_count=rx(r"^(?:个|种)?(?:方案|选项|备选)"),  # "两个方案对照": the brief's own options
        heading_count=rx(r"^[ \t]*(?:个)?(?:标题|小标题|部分|板块|栏目)"),
        speaker_count=rx(r"^[ \t]*(?:(?:个|位|名)?(?:说话人|发言人|讲话人)|人(?:通话|对话|谈话))"),
        date_count=rx(r"^个?(?:日期|时间点)"),  # "这两个日期", "两个日期都取自记录": the pilot's start and end
        # (and "这两项一个是已完成，一个是未开始": the two items then told one by one)
        date_lead=rx(r"(?:已经|已)?(?:于|在)\s*$"),
        items_joined=rx(r"^\s*[，,、；;]?\s*(?:然后是|然后|接着是|接着|再是|以及|还有|和|与|及|跟)?\s*$"),
        items_shared=rx(r"^[\u4e00-\u9fff]{0,2}?[\s，,、—–-]{0,3}(?:这|那)?(?:两项|两者|二者|两个|两件事)?(?:目前|现在|眼下)?(?:都|均)"),
        stage_count=rx(r"^(?:项(?:工作|事项|任务)|个(?:阶段|步骤|事项)|项(?=[一两](?:个|项)|中|里|(?:目前|现在|当前|眼下)?(?:都|均|分别)))"),
        site_count=rx(r"^个?(?:站点|地点|场地|仓库|厂区)"),  # "1个站点：里昂仓库": the scope's one site
        text_length=rx(r"^(?:个)?(?:汉字|字)"),  # "不超过80字", "80个字以内": the answer's own length
        own_points=rx(r"^(?:个)?(?:要点|点|条)(?=说|讲|概括|总结|介绍|[：:])"),  # "分三点说：", "用三条概括"
        number_idiom=rx(r"三言两语|两句话(?:说|讲|概括|总结)"),  # "上述两项工作": the pilot's done and planned items
        count_back_before=rx(r"(?:这|那|上述|以上|前面|上面)$"),  # "这两项之间不要混淆": the items just named
        count_back_after=rx(r"^(?:者|项|个|件|点)?\s*(?:[，,。；：:、]|要|需|应|别|不要|不能|分开|区分|务必|都|均|分别|之间|来看|看来)"),
        month_unit=rx(r"个半?月"),  # ("两个半月": two months and a half, the whole months its number)
        week_unit=rx(r"周|星期"),
        day_unit=rx(r"天"),
        share_word=rx(r"一半|分之"),
        per_month_days=rx(r"\s*天(?:计|折算|为一个?月)"),  # "按每月30天折算": the days of the month a budget is split over
        # a second value set against the first ("写的是79,000美元，但……又看到97,000美元"), or a part of the budget after it
        # ("另一个版本写的是…", "有的地方记为…", and the English words a brief mixing the two uses)
        other_value=rx(r"但|不过|然而|或者?|还是|别处|另一处|另一(?:个|份)?版本|另一份|有的地方|不同(?:的)?(?:地方|版本)|"
                       + OTHER_VALUE_EN),
        part_of=rx(r"(?:的)?(?:其中|用于|包括|包含|含|留作|储备|预留)"),
        budget_use=rx(r"用于|留作|留给|留出|预留|储备|备用|拨给|拨出|划拨|专门?用|(?:会|将|要)(?:被)?(?:用在|花在|投入)"),
        budget_share=rx(r"其中|大部分|一部分|部分|大头"),  # "但其中20,000欧元用于培训"
        # "前者已经完成", "第二项已列入计划", "后者": one of the items just listed; "它不在试点范围内": the one item just named
        item_ordinal=rx(r"^[\s，,]*(?:而|其中)?(?:(?P<first>前者|第一(?:项|个|件|条))|(?P<second>第二(?:项|个|件|条))|"
                        r"(?P<third>第三(?:项|个|件|条))|(?P<last>后者|最后一(?:项|个|件|条)))"),
        # a key-numbers box's count of the items by stage, the stage first ("已完成    1 项", "计划 1 项")
        item_tally=rx(r"(?:(?P<done>已完成|已落实|完成)|(?P<ahead>计划中?|待开始|未开始|尚未开始))\s*[:：]?\s*"
                      r"(?P<n>\d{1,2}|[一二两三四五六七八九十])\s*(?:项|个|件)|"
                      # the count first ("一个是已完成，一个是未开始", "1项已排除")
                      r"(?P<n2>\d{1,2}|[一二两三])\s*(?:项|个|件)(?:工作|任务|事项)?\s*(?:是|为)?\s*(?:(?P<done2>已完成|已落实)|"
                      r"(?P<ahead2>计划中|未开始|尚未开始|待开始|待启动)|(?P<out2>(?:已|明确)?(?:被)?排除))"),
        # "不再待审批", "已不是待定", "已不是计划中的事", "不再仅仅是计划": the state is over
        stage_denied_end=rx(r"(?:已经?)?(?:不再|不是|并非|并不是|已非)(?:只是|仅仅?是|还)?(?:计划中的事|计划中|计划|待办|任务)\s*$"),
        state_denied=rx(r"(?:已经?)?(?:不再|不是|并非|并不是|已非)(?:只是|仅仅?是|仍然?|还|是|处于|属于)?"
                        r"(?:待批|待定|待审批?|待审核|待签|在等|等待审批|计划项|计划中|计划|待办)|"
                        # nothing at all left open ("这方面已没有任何待办事项", "没有悬而未决的问题")
                        r"(?:没有|已无|并无)(?:任何|什么)?(?:待办|未决|悬而未决|遗留|待审批?|待处理|待批)的?(?:事项|问题|事情?|环节)|"
                        # the value not chosen after "而不是" / "而非" ("已批准，而不是仍在待批", "仍在计划中，而非已经启动"):
                        # not asserted
                        r"(?:而不是|而非)(?:仍然?|还)?(?:在|处于|停留在)?(?:纸面上?的?)?"
                        r"(?:待批|待审批?|待定|在等|计划中|计划|已经?启动|进行中|已经?完成|已经?开始)|"
                        # a counterfactual and the state it would give ("假如档案写明已获批，本表就会写“已批准”"): a file
                        # that does not exist
                        r"(?:假如|要是|倘若)[^。；;\n]{0,40}?[，,][^。；;\n]{0,20}?就会[^。；;\n]*"),
        span_length=rx(r"(?P<weeks>[零〇一二两三四五六七八九十\d]{1,4})\s*个?(?:周|星期|礼拜)(?:零?(?P<days>[零〇一二两三四五六七八九十\d]{1,3})\s*天)?|"
                       r"(?P<only_days>[零〇一二两三四五六七八九十百\d]{1,5})\s*天"),
        # "早于试点开始约一个月", "总时长约一个半月", "只有一个半月左右", "一个多月" (two or more are number words the number
        # readers see)
        # ("两周", "七周半", "两个半月", "两周多", "两个多星期"; "超过两周"; a month only with 个, "七月" being July, and no
        # "周年")
        length_after=rx(r"个?(?P<half>半)?(?P<over>多)?(?:(?<=[个半多])(?P<months>月)|(?P<weeks>周(?!年)|星期|礼拜))"
                        r"(?P<half_after>半)?(?P<over_after>多|出头)?"),
        length_over_before=rx(r"(?:超过|多于|逾|超出)$"),
        rough_length=rx(r"(?:(?:早于|晚于|距|距离|离)(?:试点)?(?:开始|启动|开工|结束|收尾|批准|审批)(?:日期|时间|之日)?(?:还有|早|晚)?)?"
                        r"(?:约|大约|大概|将近|接近|差不多|不到|(?P<over>超过)|刚好|整整|近)?一个(?P<half>半)?(?P<more>多)?"
                        r"(?:(?P<months>月)|(?P<weeks>星期|礼拜))(?:(?P<more_after>多|出头)|左右|上下)?"),
        item_pronoun=rx(r"^[\s，,]*(?:它|这一?项(?!目)|该项(?!目)|此项(?!目)|这个(?![月星礼周季])|这块)"),
        # "除了X以外，其他流程都不在范围内": every other thing denied, X kept in
        all_but=rx(r"除了?(?P<kept>[^，。；,;\n]{1,30}?)(?:以外|之外|外)?[，,]?\s*(?:其他|其余|别的)[^。；;\n]{0,20}?(?:都|均|一律)?"
                   r"(?:不|没有|无)"),
        prohibited_say=rx(r"^\W*(?:请)?(?:不要|别|切勿|请勿|不得|不可|勿)[^，。；：,;:\s]{0,6}?(?:说|讲|宣称|声称|告诉|表示|认为|"
                          r"当作|当成|视为|写成|写作|标为|标记为|报告|汇报|描述为|称)"),
        threshold=rx(r"(?:超过|超出|高于|大于|逾)\s*$"),
        threshold_after=rx(r"^\s*(?:或?以上)"),
        # (and, after a comma or a dash, the others denied: "只此一个流程，其他都不在内")
        unnamed_other=rx(r"其他|其它|别的|其余|其馀|任何|所有|一切|以外|之外|更多|额外|一些|某|一个|一处|一家|另一|另外|部分"),
        # (also in a table's cell of its own: "| 仅利兹办公室的发票匹配 | 其他办事处不在试点内 |")
        only_here=rx(r"(?:也)?(?:只|仅|只是|仅仅)(?:在|做|限于?|覆盖)?(?:这|那|此)(?:一)?(?:处|块|个地方|里|儿|个点|一家)"
                     r"(?:进行|开展|试行|推行|做)?|"
                     # (the place named by its kind after a "该": "仅限该地点", "只在该站点")
                     r"(?:也)?(?:只|仅|只是|仅仅)(?:在|做|限于?|覆盖)?(?:该|这个|此一?)(?:地点|站点|场地|场所|办公室|仓库|中心|网点)"
                     r"(?:进行|开展|试行|推行|做)?"),
        none_other=rx(r"(?:(?<=[，、：；—|])\s*|^)(?:其他|别的|其余)[\u4e00-\u9fff]{0,6}?(?:都|均|一概)?(?:不|没有|无|排除|除外)"
                      r"[\u4e00-\u9fff]{0,6}|(?:不涉及|不包括|不含|不覆盖)其他(?:任何)?(?:地点|站点|场地|场所|流程|环节)|别无他处|别无其他"),
        on_top=rx(r"追加|额外(?:拨付|申请|增加)|在(?:已批准的?|现有的?)?预算(?:之上|基础上)(?:再|另)?"),
        denial=rx(r"并非|并不是说?|不是说|绝非"),
        either_or=rx(r"(?P<w>[\u4e00-\u9fff])不(?P=w)"),
        # a transliterated name ("约纳斯·伯格"), or two to three characters after a role word ("联系人：王建国")
        person_name=rx(r"(?![由交委])[\u3400-\u9fff]{1,6}[·•・][\u3400-\u9fff]{1,6}?"
                       # (or a dash or colon before what is said of them, "X——试点协调人", or the work they did or
                       # are to do, "X完成了…", "X在6月底前起草…")
                       r"(?=负责|牵头|主导|主持|协调|跟进|统筹|带领|担任|出任|被任命|被指定|[\s。，,；;（(）)]|$|[-–—:：]|"
                       r"完成了|在[^，。；\n]{0,12}?前|"
                       r"是[^。，,；;\n]{0,12}?(?:负责人|联系人|牵头人|协调人|项目经理))|"
                       r"(?<=[人理管长])[：:是为]\s*(?![未尚无待暂不没])[\u3400-\u9fff]{2,4}(?=[\s。，,；;）)]|$)|"
                       # a native name after 由 or before an appointment: "由张伟牵头", "陈静被任命为负责人"
                       r"(?<=由)[\u3400-\u9fff]{2,3}(?=负责|牵头|主导|主持|统筹|带领|担任|出任)|"
                       # a native name right after its title, deciding: "由运营经理周晓峰拍板", "项目总监林静批准" (the title
                       # deciding in person, "总经理亲自拍板", names no one)
                       r"(?<=经理|主管|总监|主任|组长)(?!亲自|亲手|本人)[\u3400-\u9fff]{2,3}(?=拍板|决定|定夺|批准|签批|签字|负责|牵头|主持)|"
                       r"(?<![\u3400-\u9fff])[\u3400-\u9fff]{2,3}(?=被任命|被指定|出任|担任)"),
        # (a role's label, then the person's unit before the name: "负责人：物资供应的雨果·费雷拉", the name's match running
        # into the unit)
        owner_column=rx(r"(?:谁|由谁|负责方|执行方|执行人|承办方|责任方|责任人|主体)"),
        pilot_role=rx(r"(?:试点|项目)的?(?:负责人|联系人|牵头人|协调人|经理)[：:\s是为]*$|"
                      r"^[\W_]*(?:负责人|联系人|牵头人|协调人)\s*[：:]\s*[\u4e00-\u9fff]{0,6}$"),
        # the role the subject of the sentence, 是/为 right before the name: "你在IT方面的联系人是"
        role_subject=rx(r"(?:联系人|对接人|负责人|牵头人|协调人)\s*(?:是|为|将是|会是)\s*$"),
        # (the questions named, then where they go: "预算方面的问题找", "扫描器的问题请咨询", "有疑问可以联系")
        person_referral=rx(r"(?:问题|疑问|疑问点|事宜)[^。！？\n]{0,30}?(?:找|联系|咨询|询问|问|对接|[：:]|——|—)\s*$"),
        person_cue=rx(r"(?:负责人|联系人|牵头人|协调人|项目经理|经理|主管|组长|由|交由|委托)[：:\s是为]*$|"
                      r"(?:负责人|联系人|牵头人|协调人|项目经理)\s*[：:]\s*[\u4e00-\u9fff]{1,6}$"),
        finished_before=rx(r"(?:已经?[\u4e00-\u9fff]{0,4}(?:好|完|完成|就绪)|(?:做|搭|建|装|配|弄)好|完成|就绪)的$"),
        results_after=rx(r"^[^\W\d_]{0,4}?的?(?:结果|成果|结论)"),
        reference_after=rx(r"^[^\W\d_]{0,3}?(?:结束|完成)?(?:之后|以后|后(?![续期来])|之前|以前)"),
        # (the role, and at most what it is over: "她是这个试点的协调人", "他负责日常对接")
        owner_field=rx(r"(?:[，,；;]\s*由[^，,。；;\n]{2,20}?负责|[（(]\s*(?:负责人|责任人|执行人)\s*[:：]?\s*[^（）()\n]{2,20}[）)])\W*$"),
        # (a call to turn to them, then a few words of why and no value: "有事先找她确认"; or that they know it: "她了解情况")
        person_pronoun_ask=rx(r"^\W*(?:所以|因此)?(?:有(?:问题|疑问|事|需要)(?:的话)?[，,]?)?(?:请|可以|最好|务必|记得)?"
                              r"(?:直接|先|提前|都)?(?:(?:找|联系|问|请教|咨询|跟|和|与)(?:他|她|他们|她们)|(?:他|她|他们|她们)"
                              r"(?:最|比较|都)?(?:了解|清楚|熟悉|知道))[^，,。；;：:\d\n]{0,14}\W*$"),
        person_pronoun_role=rx(r"^\W*(?:她|他)(?:也|就|目前|现在|主要)?(?:(?:是|担任|作为)[^，,。；;：:\d\n]{0,14}?"
                               r"(?:负责人|联系人|对接人|牵头人|协调人|协调员|项目经理|组长|主管)|(?:负责|牵头|主导|统筹|协调|跟进)"
                               r"[^，,。；;：:\d\n]{0,12})\W*$"),
        person_cue_after=rx(r"^\s*(?:（[^）]{0,20}）)?(?:负责|牵头|主导|主持|协调|跟进|统筹|带领|担任|出任|被任命|被指定|任(?:试点|项目)|"
                            # (the role named after 是: "X是飞燕草试点的项目负责人", a statement an exercise judges true)
                            r"是[^。，,；;\n]{0,12}?(?:负责人|联系人|牵头人|协调人|项目经理))"),
        # what is said of a person apart from the name (after a dash, or the items under the name's heading): a role
        # ("——试点协调人"), or an action in the pilot, done or assigned ("牵头完成了…", "在8月底前起草测试计划")
        # (the role noun ending a short phrase: "：利兹办公室文员的日常联系人")
        person_role=rx(r"^\s*[^，。；;\n]{0,14}?(?:负责人|联系人|对接人|牵头人|协调人|协调员|项目经理|组长)(?![\u4e00-\u9fff])|"
                       r"^\s*(?:负责|牵头|主导|主持|协调|跟进|统筹|带领|担任|出任|完成了|做完了|"
                       r"(?:将|会|需|要)?(?:在?[^，。；\n]{0,12}?(?:前|之前))?[，,]?(?:负责|牵头|起草|整理|准备|提交|编写|组织|完成|收集|汇总|"
                       # (an action item's task, its deadline before it with or without 在: "周五前收集文员的反馈")
                       r"分发|发送))"),
        # (or 由 before a company that supplied or installed an item: "由星扫科技公司供货")
        party_cue=rx(r"(?:供应商|供货商|承包商|分包商|服务商|外包商|厂商|集成商)|由(?=[\u3400-\u9fff]{2,10}?(?:公司|科技|集团)"
                     rf"{_SUPPLIED})"),
        # a legal form ("…有限公司"), or a company's name right after a party's colon or 是 ("供应商：华信科技"; read
        # after a party's word only, where the text after it begins)
        party_name=rx(r"[\u3400-\u9fff]{2,10}(?:股份有限公司|有限责任公司|有限公司)|"
                      r"^\s*(?:[：:]|就是|是|为)\s*(?![这那本该我贵])[\u3400-\u9fff]{2,8}?(?:科技|公司|集团)|"
                      # (a company opening what it supplied or installed, after 由: "星扫科技公司供货")
                      rf"^(?![这那本该我贵])[\u3400-\u9fff]{{2,8}}?(?:科技|公司|集团)(?={_SUPPLIED})"),
        # (a role in the pilot given to a unit: `Cues.party_role`)
        party_role=rx(r"(?:发起方|发起部门|发起单位|出资方|委托方|需求方|牵头部门|牵头单位|主导部门|负责部门|赞助方|业务方)"
                      r"(?:是|为|：|:)?\s*$|"
                      # who did or handles a work item, in its bracket or clause: "（由IT支持团队负责）", "，由…完成"
                      r"[（(，,]\s*由\s*$|"
                      # a partner in the work itself: "联合IT支持团队推进", "携手…"
                      r"(?:联合|携手|会同)\s*$"),
        # (or the words after it: "试点与IT支持团队共同实施")
        party_role_after=rx(r"^(?:团队|部门|小组|组)?[^。，；\n]{0,4}?(?:共同|一起|联合|合作)(?:实施|开展|推进|负责|执行|完成|落实|进行|推动)"),
        party_again=rx(r"(?:跟|和|与|同|给|找|向)(?:他们|对方|其)|还(?:要|得|会|需|约|跟|和|有)|对方"),
        clause_and=rx(r"(?:并且|而且|同时)"),
        item_and=rx(r"以及|[和与及]"),
        pilot_word="试点",
        pilot_title=rx(r"本次|这次|我们的|试点|项目"),
        synonyms={
            "条码": ("扫码设备", "条形码"),
            "货运跟踪": ("物流跟踪", "发货跟踪"),
            "夜班": ("通宵班",),
            "备件": ("替换零件", "更换零件"),
            "沙箱": ("沙盒", "测试环境", "试验环境"),
        },
    ),
    layout=with_data_keys(Layout(
        # characters that carry no content of their own, when a claim's characters are compared with the source's
        function_words=frozenset("的了是在和与及也都就而但或这那其之为以于对把被着过吗呢吧啊无"),
        # "幻灯片2：预算": the slide's number, no value; "议题四：审批": an agenda item of minutes, its title a heading
        part_words=frozenset(("幻灯片", "演示页", "页面", "便签", "卡片", "章节", "部分", "议题", "议程", "附录", "附件",
                              "情景")),
        scenario=rx(r"^\W*(?:情景|场景|方案\s*[一二三甲乙丙A-Da-d1-9]|选项\s*[一二三A-Da-d1-9]|假设|如果|假如|要是|万一|倘若|(?:无论|不论)(?:哪种|哪一种|何种)(?:情况|情景))"),
        section_label=rx(r"^\W*(?:基本(?:信息|情况|事实|数据)|背景(?:信息|情况)?|已知(?:信息|情况|事实)|输入(?:数据|信息)|"
                         r"基础(?:数据|信息)|现状|当前(?:情况|状态)|档案(?:中的)?事实|事实(?:基础)?|"
                         # a signpost to the brief's next part, naming it ("首先是时间安排。", "接下来说说预算方面。")
                         r"(?:首先|其次|再次|然后|接着|接下来|最后|另外|先|再)(?:是|来|要)?(?:说|说说|谈|谈谈|看|看看|讲|讲讲)?(?:一下)?"
                         r"(?:时间(?:安排|线|节点)?|日期(?:安排)?|排期|工期|范围|预算|经费|资金|审批|批准|进展|进度|工作进展|排除项)"
                         r"(?:方面|部分|情况)?|"
                         # a publication's masthead or section, whole ("【内部通讯·项目速递】")
                         rf"{_MASTHEAD}(?:\s*[·・•|/:：—–-]\s*{_MASTHEAD})?)\W*$"),
        # "第2.1款", "第1条 期限", "附件1", "附表 2", "序言(B)": a clause or part of the text named, no value
        # (a conjunction between the facts a concession names, "日期和预算", cut so no pair runs across it)
        pending_frame=rx(r"在此之前|在那之前|此前|正式|仍然|依然|任何|虽然|尽管|已经(?:确定|定好|写明|列明)?|(?<=\S)[和与及](?=\S)"),
        pending_back=rx(r"^\W*(?:在此之前|在那之前|此前)"),
        part_ref=rx(rf"第\s*(?:{PART_NUMBERS})\s*(?:条|款|项|章|节|栏)|(?:附件|附表|附录|条款|章节)\s*(?:{PART_NUMBERS})|"
                    r"(?:序言|附件|附表|附录)\s*(?:[(（][A-Z一二三四五六七八九十][)）]|[A-Z一二三四五六七八九十])|"
                    # a thread's reply or update by its number ("【回复2】", "更新1：")
                    rf"(?:{POST_UPDATE}|{POST_OTHER})\s*#?\d{{1,2}}(?=\s*[：:)）\]】])"),
        period_label=rx(r"第\s*\d{1,2}(?:\s*[-–~～至到]\s*\d{1,2})?\s*(?:周|个?季度)|"
                        r"(?<![A-Za-z0-9])(?:W|KW|Q|H)\s?\d{1,2}(?:\s*[-–]\s*\d{1,2})?(?![A-Za-z0-9])"),
        axis_month=rx(r"(?:(?<![\d./-])\d{4}\s*年\s*|(?<![\d.年/-]))(?:1[0-2]|0?[1-9])\s*月(?![\d日号])"),
        document_words=frozenset(("纪要", "会议", "简报", "汇报", "整理", "备注", "总结", "邮件", "摘要", "概览", "通报",
                                  "新闻稿")),
        labels=(
            # (a stage word nominalised by 的 names the same list: "已经做完的", "已排进计划、还没动的")
            # (a short closing word as the list's title: "已结项：X", "已关闭：X", "搞定：X"; a bare "收尾：" is the end's date)
            ("done", rx(r"^(?:已完成|完成|已完成事项|已完成的工作|已完成工作|进展|已做|已经完成|做完|已经做完|已做完|"
                        r"已结项|已关闭|已办结|已收尾|已?搞定)的?$")),
            ("planned", rx(r"^(?:计划|计划中|已计划|计划事项|待办|下一步|后续步骤|后续|未开始|尚未开始|计划但尚未开始|"
                           r"已列入计划|计划工作|(?:我的|后续|下一步)?建议|建议事项|行动项|后续行动|下一步行动|"
                           r"已?(?:排进|排入|纳入)计划|还没(?:有)?(?:动|开始|启动)|尚未(?:动|启动)|"
                           # what is left, nominalised by 的: "还要做的：X", "剩下要做的：X" (a bare "还要做" is a
                           # question's verb: "做了什么、还要做什么")
                           r"(?:还|剩下|剩余)(?:要|待)做的|待做)的?$")),
            # a qualifier before the out side ("明确不在范围内", "明确排除") keeps it the out side
            ("out_of_scope", rx(r"^(?:明确地?|完全|一律)?(?:oos|"  # the English shorthand as a list label: "OOS：X"
                                r"不包括|不包含|不在(?:试点|项目)?范围(?:内|之内)?|(?:试点)?范围外|范围之外|排除(?:项|在外)?|"
                                r"不含|不涵盖|不覆盖|除外|不纳入|不属于(?:试点)?范围|未纳入|不涉及|不做|不做事项|"
                                # a scope's two sides as circles ("圈内 / 圈外"), and what is said to lie outside the
                                # pilot ("明确不属于试点的")
                                r"圈外|(?:明确)?(?:不属于|不在)本?(?:试点|项目)(?:范围)?(?:内|之内)?的?)$")),
            ("in_scope", rx(r"^(?:范围内|包括|包含|纳入|涵盖|覆盖)$")),
        ),
        known_headings=("时间线", "时间", "范围", "预算", "状态", "来源", "参考", "已完成", "计划", "不包括", "范围外"),
        # a recap's heading or lead-in ("换句话说，试点只在一个地点…"): what follows sums up the facts
        other_side=rx(r"(?:不是|并非|非)本(?:试点|项目)(?![的之内]|范围|内容|工作)|另一个?(?:独立)?(?:项目|试点)"),
        other_party=rx(r"另一个?(?:团队|公司|小组)|其他(?:团队|公司)|去年的?(?:试点|项目)|往年的?(?:试点|项目)|上一期"),
        not_named=r"(?:不是|并非|非)",
        option_name=rx(r"(?:方案|选项)[甲乙丙丁一二三A-D1-3]"),
        weak_side=rx(r"^\W*(?:劣势|威胁|风险|弊端?|缺点|不足|阻塞|受阻|被阻塞|卡住|阻碍)(?:\s*[(（]\w[)）])?\s*[\]】]?\s*(?:[：:]|$)"),
        risk_column=rx(r"(?:主要|关键)?(?:风险|关注点|隐患|问题|威胁|担忧)(?:点|项|事项|描述)?"),
        risk_effect=rx(r"可能|或将|或致|恐怕|来不及|赶不上|难以|有(?:\w{0,2})风险"),
        failure_if=rx(r"(?:一旦|如果|若|万一|要是)[^。；;：:\n]{0,30}?(?:故障|出问题|坏了|坏掉|损坏|崩溃|宕机|延误|推迟|拖延|失败|出错)"),
        recap=rx(r"^\W*(?:(?:如果|若|假如)?要?用?一句话(?:来)?(?:概括|总结|说)|(?:如果|若|假如)?(?:你|您)?(?:只)?(?:需要|想要?|要)(?:一个)?一句话(?:的)?(?:版本)?|换句话说|换言之|也就是说|简而言之|总而言之|总之|概括(?:地?说|起来|一下)|归纳(?:起来|一下)|"
                 r"简单(?:地)?(?:来)?说|一句话(?:概括|总结|结论)?|(?:核心|主要|总体)?结论|要点|小结|总结(?:一下)?|"
                 # the short form offered for the reader's need ("如果你需要一句话版本：")
                 r"(?:如果|若)(?:你|您)?(?:需要|想要?)(?:一句话|简短|简要|精简)(?:的)?(?:版本?|概括|总结|说法)?)\W*$"),
        # (English section names, "Sources: 第2段…", come from the data keys' table: data_keys.SOURCES_KEYS)
        sources_sections=frozenset({"来源", "出处", "参考", "引用", "来源段落", "资料来源", "参考段落"}),
        clause_split=rx(_SPLIT),
        # (and the English short forms a terse Chinese brief keeps: "appr.", "pend.", "bud.", "excl.")
        abbreviations=rx(r"(?:\b(?:e\.g|i\.e|approx|appr|pend|bud|excl|incl|est|ca|vs)|\d)$"),
        month_ahead=rx(r"(?!)"),
        yes=rx(r"^\W*(?:是|对|有|已|完成|✓|✔|(?:可以|当然|没问题)(?!\w)|yes(?![A-Za-z]))"),
        # (and the English words a mixed brief answers with: "A: Not yet. 仍在等待…", "Yes — 已完成")
        # (a reply to a question's points at once, "两点都不对", "两个都不是", denies each of them)
        no=rx(r"^\W*(?:否|(?:当然|并|也)?不是|不对|不|未|没|尚未|还没|✗|✘|(?:no|not yet|nope)(?![A-Za-z])|"
              r"(?:这)?两(?:点|个|项)都(?:不是|不对))"),
        material_words=rx(r"笔记|档案(?!管理|室|馆|柜)|(?<![一二三四五六七八九十两几\d])[一二三四五六七八九十两几\d]++段|段落|简报|备忘录|这份说明|本说明|(?:本|这份|此)(?:复盘|通知|问答|交接(?:说明|笔记)?)|读者|背景|新同事|刚加入的同事|"
                          # the file's own columns ("每个值的来源见第三列")
                          r"第[一二三四五六七八九十\d]+列|(?:最后|最右|最左|右|左)(?:一|边)?列"),
        material_handled=rx(r"(?:所|你|您)?(?:提供|给出|发来)的(?:笔记|段落|材料|资料|内容|信息)|"
                            r"(?:分享|发出|转发|发送|外发|发布)(?:之)?前"),
        verify_request=rx(r"(?:请|务必|记得|麻烦)[^，,。；]{0,12}?(?:核对|确认|核实|复核|核准)(?:一下)?(?:预算|金额|数字|数据|日期|数额)"),
        approval_outlook=rx(r"^\W*(?:目前|现在)?(?:预计|估计|应该|有望|可望)(?:会|将|能)?(?:很快)?(?:会|能)?(?:获得?通过|通过|获批|"
                            r"批下来|得到批准|被批准)|^\W*(?:目前|现在)?(?:还|仍)?(?:在|正在)?等(?:待)?(?:结果|答复|批复|决定|回复|回音|消息|结论)|"
                            # the answer not in yet: "结果还没出来", "目前尚无回音"
                            r"^\W*(?:目前|现在)?(?:结果|答复|批复|回复|结论)?(?:还|仍|尚)?(?:没有?|未|无)(?:出来|下来|回音|消息|结果|答复)"),
        before_start=rx(r"(?:在|于)?试点(?:正式)?(?:开始|启动)(?:之)?前|早于试点(?:正式)?(?:开始|启动)"),
        restatement=rx(r"^\W*(?:也就是(?:说)?|亦即|即(?![将使便刻时])|换句话说|换言之)[，,：:]?"),
        # (or a line saying it was checked against the notes and is right: "#1 已对照档案记录核对周期与预算，无误。")
        self_check=rx(r"^\W*(?:自检|自查|自我检查|复核|核对|检查|校对)(?:一下|结果)?\s*[：:]|"
                      r"^\W*(?:\d{1,2}\s*)?已?(?:对照|根据|按)[^，。\n]{0,12}(?:核对|核实|校对|检查)(?:了|过)?[^，。\n]{0,20}[，,]\s*"
                      r"(?:均|全部|都)?(?:无误|一致|没有问题|没问题)"),
        unnamed_item=rx(r"有一?(?:项|个|件)(?:工作|任务|事项|环节|内容)|^\W*(?:笔记|资料|档案)?第?\s*\[?\s*\d+\s*\]?\s*段"
                        r"(?:中|里)?(?:提到|写到|指出|说|列出|记录)\W*$"),
        silent_topic=rx(r"^\W*(?:谁|由谁|什么|如何|怎样|怎么|是否|何时|什么时候|哪|多少|有没有)"),
        event_predicate=rx(r"(?:已经|已|将|会|被)(?P<verb>[\u4e00-\u9fff]{2})"),
        silence_turn=rx(r"[，,]?\s*(?:但是|但|不过|可是|然而)"),
        gap_guess=rx(r"^(?:这|那)?(?:个|点|一点|部分)?(?:之后|以后|后面|稍后|回头)?(?:可能|也许|或许|大概)"),
        asks_sources=rx(r"^(?:这些|以上|上述)?(?:信息|内容|数据|资料|说法)?(?:都|分别)?(?:出自|来自|源自|取自|引自)(?:哪里|何处|哪儿|哪段|哪几段|哪些段落?)$|"
                        r"^(?:出处|依据)(?:是|在)?(?:哪里|什么|哪儿)$"),
        source_silent=rx(r"(?:笔记|资料|材料|档案|记录|原文)(?:里|中|上)?(?:只|仅)(?:给出|列出|写了|提到|说明|记录|有)|"
                         r"(?:未|没有|并未|没|均未|都未|也未)(?:说明|提到|提及|注明|写明|列明|载明|指明|交代|说到|记载|给出|列出|写(?![完好成])|讲)|"
                         r"未见(?:说明|记载|提及)|"
                         # a value the notes do not hold: "笔记里没有出现6月17日"
                         r"(?:笔记|资料|材料|档案|记录|原文)(?:里|中|上)?(?:并|也|都)?(?:没有|没|未)出现|无(?:相关)?(?:记载|说明)|只字未提|"
                         # more would be a guess: "再多说就是我的猜测了"
                         r"(?:再多|其余|别的|更多)[\u4e00-\u9fff]{0,6}?(?:就|都|只能)(?:是|算)?(?:我的)?(?:猜测|瞎猜|臆测)|"
                         # the notes (or no subject) record or give nothing of it: "笔记没有提供预算明细", "也没有记录支出情况",
                         # "没有记录中期检查点"; never a party's own act ("供应商没有提供报价"); a few marks at most between (a
                         # run of marks was read from each of its marks: quadratic)
                         r"(?:^|[，,；;。]|笔记|资料|材料|档案|原文|文档|记录|来源)\W{0,6}(?:中|里)?(?:也|都|均|并)?(?:没有|没|未|并未)(?:提供|记录|包含|载有|写到)|"
                         # the notes hold only what is told: "笔记只给出了这两个日期", "笔记中只有这一项已完成事项"
                         r"(?:笔记|资料|材料|档案|原文|文档)(?:中|里)?(?:只|仅)(?:有|给出了?|提到了?|列出了?|记录了?)|"
                         # a clipped verb after the notes: "已经花了多少？笔记没有提", "笔记没说"
                         r"(?:笔记|资料|材料|档案|原文|文档|记录)(?:中|里|上)?(?:也|都|并)?(?:没有?|未)(?:提|说|写|讲)|"
                         # nothing in the notes about it: "笔记里没有关于成本执行情况的信息"
                         r"(?:笔记|资料|材料|档案|原文|文档|记录)(?:中|里|上)?(?:也|都|并)?(?:没有|无)(?:关于|有关)|"
                         # what the writer did not find in the notes: "我没在笔记里找到答案", "在材料中没查到"
                         r"(?:没|未|没有)(?:在|从)(?:笔记|资料|材料|档案|原文|文档|记录)(?:中|里|上)?(?:找到|看到|查到|读到)|"
                         r"(?:在|从)(?:笔记|资料|材料|档案|原文|文档|记录)(?:中|里|上)(?:没|未|没有)(?:找到|看到|查到|读到)|"
                         # the only thing of its kind the notes give: "投资委员会是笔记中唯一提到的审批方"
                         r"(?:笔记|资料|材料|档案|记录|原文|文档)(?:里|中|上)?唯一(?:被)?(?:提到|提及|列出|写到|点名|出现|涉及)|"
                         # what the notes leave unbroken: "笔记没有细分预算"
                         r"(?:笔记|资料|材料|档案|原文|文档|记录)(?:中|里|上)?(?:也|都|并)?(?:没有?|未)(?:细分|拆分|分解|细化)"),
        background_only=rx(r"^(?![^\n]*(?:不过|但是?|然而|可是|却))[^\n]*?(?:只|仅)(?:在|于)(?:背景|其他|其余|其它)"
                           r"(?:段落|信息|部分|笔记|内容)(?:中|里)?(?:出现|提到|提及)"),
        # "笔记里并没有第二个批准人", "这些人都不是试点的批准人", "他们既不是批准人"
        approver_pronoun=rx(r"(?:他|她|他们|其)(?:所|亲自)?(?:签批|批准|审批|核准|签发|拍板)(?:了)?的(?:这个|这项|该)?(?:试点|项目)"),
        # (the writer's own: "我就没放进去", or the text as where it goes, "没写进来"; a bare "未纳入" is an exclusion)
        left_out=rx(r"(?:没有?|未)(?:放|写|列|加|收)(?:进去|进来)|我(?:就|便|也|这里|这边)?(?:没有?|未)(?:放|写|列|加|收|提)|"
                    r"(?:略去|省略)了?"),
        not_needed=rx(r"用不上|用不到|不需要|没必要|不相关|无关紧要|没什么用"),
        approver_denied=rx(r"(?:并|也|都|均)?(?:没有|没|无)(?:第二|其他|另外|别的)(?:一)?(?:个|位|名)?(?:批准人|审批人|签批人)|"
                           r"(?:都|均|也|既|并)?不是(?:试点的?|本试点的?)?(?:批准人|审批人|签批人)"),
        # an approving body no pool holds: a board, or a unit of the company, its function's name and the unit's word
        # ("法务部", "财务处", "采购科", "审计委员会", "信息中心", "董事会办公室"); a site's own words (an office or a centre
        # named by its city) name no function, and the pools' committees (指导, 投资, 职工, 执行) are no function here
        other_body=rx(r"董事会|股东(?:大)?会|监事会|(?:财务|财会|法务|法律|合规|审计|采购|人事|人力资源|行政|信息技术|信息化|IT|"
                      r"信息安全|信息|质量|风控|风险管理|战略|预算|薪酬|总经理|总裁)(?:部门?|团队|处|科|中心|办公室|委员会)|"
                      # a department by its bare name joined to a committee ("财务和指导委员会", "指导委员会与法务"):
                      # no word of a thing after it ("财务数据")
                      r"(?:财务|法务|采购|合规|人事|审计)(?=[和及与、][^，。；\n]{0,8}委员会)|"
                      r"(?<=委员会[和及与、])(?:财务|法务|采购|合规|人事|审计)"
                      r"(?!部|处|科|团队|中心|办公室|委员会|数据|报表|预算|费用|成本|方面|流程|制度)"),
        # (a Chinese memo may keep the English "RE:" / "FW:" of its subject line)
        # (a meeting's agenda line, "议题：…", and a ticket's type, "类型：任务", head the document like its subject)
        # (a forwarded or quoted message's header too: its marker line, its time sent, the line introducing the quote:
        # "---------- 转发的邮件 ----------", "发送时间：周二 10:41", "在 周三 17:42，Lena <lena@…> 写道：")
        # (a diary's or a note's own day and time of day, whole: "周二晚", "星期一 9:40")
        minutes_title=rx(r"^[^\n]{0,40}(?:会议纪要|会议记录|纪要)[^\n]{0,40}$"),
        minutes_field=rx(r"^\W*(?:日期|时间|会议时间|地点|会议地点|出席(?:人员|人)?|参会(?:人员|人)?|与会(?:人员|者)?|列席|缺席|"
                         r"主持(?:人)?|记录(?:人)?|纪要整理)\s*[:：]"),
        memo_header=rx(r"^\W*(?:收件人|发件人|抄送|主题|议题|议程|类型|密级|致|自|发自|收件|寄件人|re|fwd?|cc|bcc|to|from|subject)\s*[：:]|"
                       r"^\W*(?:日记\W*)?(?:星期|周|礼拜)[一二三四五六日天](?:早上?|上午|中午|下午|傍晚|晚上?|晚间|夜里?|深夜)?"
                       r"\s*(?:\d{1,2}[:：]\d{2})?[\W_]*$|"
                       r"^\W*(?:转发的?(?:邮件|消息)|原始邮件|原邮件)[\W_]*$|"
                       r"^\W*(?:发送时间|日期|时间)\s*[：:](?=[^\n]*\d{1,2}[:：]\d{2})|^[^\n]{0,160}?写道\s*[：:]\s*$|"
                       # a chat's export title, its count of messages with it ("对话导出 · 8条消息", "聊天记录")
                       r"^\W*(?:对话|聊天|会话)(?:记录)?导出[^\n。！？；]{0,20}$|^\W*(?:对话|聊天|会话)记录[\W_]*$|"
                       # a transcript's title or source line, whole ("电话记录（转写稿）", "【会议自动转写】…周会")
                       r"^[^\n。！？；]{0,20}(?:转写|转录|转文字|录音整理|电话记录|通话记录)[^\n。！？；]{0,20}$|"
                       # a text message's or voicemail's title with its note on how it was typed, whole ("短信（手机上打的，
                       # 错字见谅）", "语音留言")
                       r"^\W*(?:短信|微信(?:群)?|语音(?:留言|信箱|消息))\W*(?:[（(][^）)\n]{0,30}[)）])?\W*$|"
                       # a press release's marks and a text's title with its note that it is a draft, whole ("新闻稿",
                       # "即时发布", "###", "（完）", "致供应商的一封信（草稿）"): how the text is put out, no claim
                       r"^\W*(?:新闻稿|即时发布|(?:[（(]完[)）]))\W*$|^\s*#{3}\s*$|"
                       r"^[^。！？；\n\d]{0,40}[（(](?:草稿|初稿|征求意见稿|讨论稿)[)）]\W*$"),
        legend=rx(r"^[ \t>*_#(（]*(?:图例|图标说明|符号说明|标记说明|说明|注|备注)[*_]*[ \t]*(?:[:：]|[—–-](?=[ \t]))"),
        notation_note=rx(r"[日月年]\s*[/／.\-]\s*[日月年]\s*[/／.\-]\s*[日月年]|罗马数字|小数点?(?:用|为|是)?逗号|千位分隔|"
                         r"(?:美式|欧式|美国|欧洲)(?:日期)?(?:格式|写法|顺序)|日期格式"),
        filler=rx(r"(?:呃+|嗯+|额+|唔+)"),
        talk_frame=rx(r"^\W*(?:(?:好的?|好了|行|那|嗯|来)\W*)*(?:(?:我们|咱们)?先?(?:对|过|核对|捋|理|看)一下[^。！？!?\n]{0,12}|"
                      r"(?:今天|今儿)?(?:就)?先?(?:对|聊|说|谈|开)?到这(?:里|儿)吧?|(?:就)?这些了?|(?:谢谢|辛苦)(?:大家|了)?|"
                      # (an assistant's reply in a chat that carries nothing of the pilot: "确定。", "不客气", "好了，已删掉
                      # 主题", "其余内容不变")
                      r"(?:我)?(?:很|非常)?(?:确定|肯定)|不客气|别客气|不用谢|乐意效劳|随时(?:找我|联系)?|好了|改好了|"
                      # (a reply's compliance before the text it gives: "好的，给你。", "没问题，请过目")
                      r"(?:这就|马上)?(?:给|发)(?:你|您)(?:了|吧)?|请(?:过目|查收|看)|(?:在|就在)?(?:这里|下面)|"
                      # (a handover's welcome to the reader's new role or team: "欢迎加入团队", "欢迎担任团队负责人")
                      r"欢迎(?:你)?(?:加入(?:我们|团队|本团队)?|担任(?:新的?)?[\u3400-\u9fff]{0,6}(?:负责人|经理|一职))|"
                      # (a closing offer to take questions, or its template slot cut off: "如有问题请联系[")
                      r"如有(?:任何)?(?:问题|疑问)(?:，)?(?:请|欢迎)?(?:随时)?(?:联系|找)(?:我|我们)?\s*(?:\[[^\]\n]*\]?)?|"
                      r"(?:已|已经)?(?:删掉|去掉|删除|删)了?(?:邮件)?(?:主题|标题|称呼|落款|署名)|(?:其余|其他|其它)(?:内容|部分)?(?:保持)?不变|"
                      # a call's or a message's own filler, acknowledgement and sign-off, each a part of a turn ("好",
                      # "就这些哈", "先记这些", "回头再聊", "拜拜"): how the talk goes, no claim (`alignment._talk_turn`)
                      r"(?:好的?|行|嗯|哦|对|那|好嘞|收到|拜拜|再见|"
                      # (and the acknowledgements and replies a chat closes or opens a turn with: "明白，谢谢！", "没问题",
                      # "两点都不对" to a question's two points)
                      r"明白了?|了解了?|懂了|知道了|清楚了|多谢|感谢|谢了|没问题|当然|可以|太好了|不是|没有|是的|"
                      # (a reply granting the user's correction, or owning its slip, the fix told after it: "对，你说得对，
                      # 状态改一下：", "没错，抱歉")
                      r"(?:你|您)说得(?:对|没错)|抱歉|不好意思|对不起|是我(?:的)?(?:错|疏忽)|(?:我)?(?:来)?(?:更正|修正|改)(?:一下)?"
                      r"(?:状态|这一?(?:项|条|处))?|"
                      r"(?:两(?:点|个|项)|这两(?:点|个|项)|都)(?:都)?(?:不是|不对|对|是)|"
                      # (a reply confirming or judging what the other said, its value told after it: "对，没错", "币种不对",
                      # "月份写错了")
                      r"没错|对的|正确|(?:币种|货币|金额|数额|日期|月份|年份|日子|数字)(?:写|记|说)?(?:不对|错了|有误|不正确)|"
                      # (a bare answer to the user's question or premise, its words after it telling what is so: "还没有。",
                      # "笔记里不是这样。", "不是，这点要注意。")
                      # ("说对了一半。", "不完全对。": a verdict on the user's premise, what is so told after it)
                      r"(?:只)?(?:说)?对了一半|(?:只有)?(?:一)?部分(?:正确|对)|不(?:完全|全|太)(?:对|正确|是这样)|"
                      # ("差不多。", "基本对。", "完全正确。": a verdict word alone, the value told after it)
                      r"差不多(?:对)?|基本(?:上)?(?:对|正确|没错)|完全(?:对|正确)|"
                      r"(?:还|尚|暂时|目前)没(?:有)?(?:呢)?|尚未|(?:按|根据|照)?(?:笔记|档案|记录|资料)(?:里|上|中)?(?:可)?(?:不是这样|"
                      r"没(?:有)?这么写|不是这么写的?)|这一?点(?:要|需要|得|值得|可要)(?:特别)?(?:注意|留意|小心|当心)|"
                      # (a lead-in to one more item, the item told after it or cut off: "另外还有一项")
                      r"(?:另外|此外|而且)?还有(?:另)?一(?:项|件事|点|条)|(?:另外|此外)(?:另)?一(?:项|件事|点|条))|(?:就|先)?(?:记|说|写)?(?:这些|这样|到这儿?)(?:吧|哈|啊|了|啦)*|"
                      r"(?:回头|改天|下次|晚点)(?:再)?(?:聊|说|联系)(?:吧|哈|啊)*)"
                      r"[\W_]*$"),
        speaker=rx(r"(?:说话人|发言人|讲话人)[ \t]*(?:\d{1,2}|[A-Z])|[甲乙丙丁]"),
        # (and the English marks a chat export keeps: "User:", "Assistant:", "AI:")
        # (or a heading alone on its line, a front-end's fold toggle after it: "思考过程 ▾" … "回答")
        thinking_open=rx(r"^[ \t>#*_]*(?:思考过程|思考|推理过程|推理|思路)(?:[ \t*_]*[：:][ \t*_]*|[ \t*_]*"
                         r"(?:[▾▸▼►▶︎][ \t]*)?$)"),
        thinking_close=rx(r"^[ \t>#*_]*(?:最终|正式|最后)?(?:回答|答案|回复|答复)(?:[ \t*_]*[：:][ \t*_]*|[ \t*_]*$)"),
        thinking_tag=rx(r"思考(?:过程)?|推理(?:过程)?|思路"),
        # (or the thinking's word with its time in brackets: "▸ 思考过程（9 秒）", "推理中 (5秒)")
        thinking_note=rx(r"^[ \t]*(?:[▸▾►▶︎>+-]\s*)?(?:已深度思考|已思考|深度思考|思考中|思考过程|"
                         r"思考了?|已推理|推理过程|推理中|推理)\s*(?:\.{2,}|…)?\s*[（(\[]?(?:用时|耗时)?\s*\d+(?:\.\d+)?\s*(?:秒|分钟)[）)\]]?[^\n]*$"),
        # (a chat front-end's export names each side with its verb: "你说：", "ChatGPT 说：", "You said:")
        chat_user=rx(r"(?:用户|我|你|提问者)(?:说|问)?|(?:(?:the\s+)?user|you|me|human)(?:\s+(?:said|says|wrote|asked))?"),
        chat_assistant=rx(r"(?:(?:ai\s*|\w{0,4})(?:助手|助理)|机器人|(?:大)?模型|ai|bot|(?:the\s+|ai\s+)?assistant|chatgpt|gpt(?:-?\d[\w.]*)?|"
                          r"文心一言|通义千问|kimi|豆包|deepseek|claude)(?:\s*(?:说|回答|答)|\s+(?:said|says|wrote|replied))?"),
        chat_question=rx(r"问|提问|问题|q"),
        chat_answer=rx(r"答|回答|回复|答复|a"),
        message_count=rx(r"(?<![\w.,])(?P<n>\d{1,3})\s*(?:条|则)(?:消息|信息|对话|回复)"),
        tracker_field=rx(r"(?:工单|任务|问题)?类型|标签|组件|(?:工单|任务|问题)状态|迭代|"  # (and a ticket's English fields)
                         r"(?:issue\s+|ticket\s+)?type|labels?|tags?|components?|(?:ticket|issue)\s+status|resolution|sprint"),
        history_heading=rx(r"(?:状态|工单|任务)?(?:变更|流转)?历史|(?:状态|工单|任务)?(?:变更|流转)记录|"
                           r"(?:status|state|change|ticket)?\s*history"),
        export_stamp=rx(r"(?:导出|生成|快照|打印)(?:时间|日期|于)?"),
        log_run_end=rx(r"(?:导入|提取|同步|汇总写入|写入|任务|运行)(?:已)?(?:完成|结束)[。.！!]?"),
        invite_reply=rx(r"接受|拒绝|暂定|待定|可能|是|否|参加|不参加|建议新时间|accept|decline|tentative|maybe"),
        # a remark on the citation, whole ("据我理解就这一项（第7段）"; on the notes' clarity: below)
        # a reply's remark on the draft it passes back, whole ("我看了一遍，整体没问题。", "其余内容我没改。", "收到，谢谢"):
        # no claim of the pilot
        # (a note's own framing line, whole: who it is kept for and why, "给自己存一份，方便以后粘到周报里：", "自己留底：")
        # (a letter's closing thanks to its readers, its pleasure in the work, and its call to reach someone with
        # questions, whole: "感谢大家一直以来的支持", "和各位共事很愉快", "之后有任何问题请直接找他")
        # (an answer's step through the notes, whole: "但回到第[4]段仔细看", "再对照一下第8段")
        salutation=rx(r"^\W*(?:(?:亲爱|尊敬)的|[^\W\d_]{0,12}?(?:你好|您好|早上好|下午好|晚上好))"),
        cross_reference=rx(r"^\W*(?:见|参见|详见|同)(?:上|下|上文|下文|前文|(?:上面|下面|前面)?的?[“「\"]?(?:已完成|完成|计划|"
                           r"进行中|范围|状态)(?:事项|部分|一栏|栏|一项)?[”」\"]?)\W*$"),
        addressed=rx(_CALL_BACK_ZH + r"|"
                     # an offer asked of the reader ("要不要我整理成五个部分的简报？", "需要我把它做成三栏表格吗？"): the
                     # count is the offered format's, no claim of the pilot
                     r"(?:要不要|需不需要|需要|要)我[^。！？\n]{0,30}?(?:整理|做成|改成|写成|汇总|列成|排成|转成|拆成|分成|压缩|浓缩|"
                     r"归纳)[^。！？\n]{0,40}?[吗么嘛]?[？?]|"
                     r"(?:他|她|他们|她们|此人)(?:在笔记里|在档案里)?(?:跟|和|与)(?:本次)?试点(?:本身)?(?:并|也)?(?:没有|没|无)(?:任何)?"
                     r"(?:关系|关联)|"  # a background person "跟试点没有关系"
                     # the writer's offer to keep the reader posted, whole ("届时再向您同步进展", "有消息我再告诉你")
                     r"^\W*(?:届时|到时|到时候|之后|随后|回头)?(?:我)?(?:会)?再?(?:向|跟|和|给)(?:您|你)(?:同步|汇报|更新|通报|说)"
                     r"(?:一下)?(?:进展|情况|进度|结果)?\W*$|"
                     # (or to let the reader know beforehand: "届时我会提前通知您", "到时候我第一时间告诉你")
                     r"^\W*(?:届时|到时|到时候|之后|随后|回头)?(?:我)?(?:会)?(?:提前|及时|第一时间|再)?(?:通知|告知|告诉)(?:您|你)\W*$|"
                     r"^\W*(?:其余|其他|其它|剩下)的?(?:情况|信息|内容|要点|部分)?[^。！？\n\d]{0,20}[：:]\s*$|"
                     # what the answer says of itself around the facts (the request told back aside): a lead-in
                     # naming the facts in general over the list under it, after the writer's purpose ("为了让讨论有据
                     # 可依，把关键事实列一下："); a signpost over the remarks after it ("有几点需要说明。"); that it keeps
                     # to the notes ("我只用了试点档案里的内容"); that the background bears not on the pilot ("它们和试点
                     # 没有关系"); where the notes put the items ("这两项在笔记里是分开记录的"); the offer to add what it
                     # left out ("需要的话可以补上"; the remark itself is `left_out`); the apology before the value that stands
                     # ("抱歉，……正确日期是…"): no claim
                     r"^\W*(?:(?:为了|为|便于|方便)[^\d\n。：:！？]{0,24}[，,—]\s*)?(?:附上|列出|列一下|把|这里是|以下是|下面是|先把)?"
                     r"(?:基本|主要|关键|核心)(?:参数|信息|事实|数据|要点|情况)(?:列一下|列在下面|列出来|如下)?[：:]\s*$|"
                     r"^\W*(?:有|再|最后)?(?:几|两|一|三)(?:点|句)(?:需要|要|想)?(?:说明|补充|提醒|备注|注意)(?:一下)?\W*$|"
                     r"^\W*(?:补充|说明|提醒)(?:几|两|一)(?:点|句)\W*$|"
                     r"我(?:只|仅)(?:用|采用|依据|根据|按|照|参考)了?[^。\n]{0,10}?(?:笔记|档案|资料|材料|原文|记录)(?:里|中|上)?的?"
                     r"(?:内容|信息|记录)|(?:没有|没|未)(?:添加|加入|补充|写入)(?:任何)?(?:笔记|档案|资料|材料|原文)(?:以外|之外)的|"
                     r"^\W*(?:它们|这些|它|这)(?:都|也)?(?:和|与|跟)试点(?:本身)?(?:没有|没|无|并无)(?:任何|什么)?(?:关系|关联)|"
                     r"在(?:笔记|档案|资料|材料|记录|原文)(?:里|中)(?:是)?(?:分开|分别|单独)(?:记录|记|列|写)|"
                     r"(?:需要的话|如需|(?:如|若)?有需要|如果需要)[，,]?\s*(?:我)?(?:可以|能|再)(?:再)?(?:补上|补充|加上|补进|加进)|"
                     # a remark to the reader on where the brief may go as it is, whole ("可以直接填进汇总表"), and a call
                     # to send the writer a document the notes lack, to update the brief ("如果你手上有会议纪要，可以发给我再
                     # 更新"): about the brief itself, no claim of the pilot
                     r"^\W*(?:(?:你|您)(?:就|也)?)?(?:可以|能)(?:直接|放心)?(?:填|贴|粘贴|复制|抄|录|写|放|导)(?:进|入|到|在)"
                     r"[^。！？\n\d]{0,8}?(?:汇总表|表格|表里|表|报告|周报|月报|简报|幻灯片|PPT|看板|系统)(?:里|中|上)?(?:了|吧|啦)?\W*$|"
                     r"^\W*(?:如果|要是|若)(?:你|您)[^。！？\n\d]{0,16}?有[^。！？\n\d]{0,12}?[，,]\s*(?:可以|请|麻烦|就)?(?:直接)?"
                     r"(?:发|转|传|转发)(?:给|过来给)?我(?:一下|看看)?(?:[，,]?\s*我?(?:再|来|好)(?:更新|改|修改|补上|补充|调整)"
                     r"(?:一下)?)?\W*$|"
                     # a remark to the reader on how to use the brief, whole ("有人问起可以直接这么答复"): about the brief
                     # itself, no claim of the pilot
                     r"^\W*(?:如果|要是|若)?(?:有人|别人|大家|谁|对方|领导|同事)?(?:问起|问到|问)(?:来|起来)?(?:的话|时)?[，,]?\s*"
                     r"(?:你|您)?(?:就|也)?(?:可以)?(?:直接)?(?:就)?(?:这么|这样|照此|如此|照这个)(?:答复|回答|回复|说|答)(?:就行|即可|就好)?\W*$|"
                     r"^\W*(?:抱歉|对不起|不好意思)\W*(?:正确|更正后|修正后|准确)的?(?:日期|金额|数字|时间|预算)(?:应)?(?:是|为)|"
                     # a remark on where the notes put things or on how the writer checked them ("日期和预算分散在不同
                     # 段落里", "我把每个数字都和原段落核对过")
                     r"分散在[^。，,\n]{0,6}?(?:不同|多个|几个|各个)的?(?:段落|地方|记录|位置|部分)|"
                     r"(?:核对|对照|比对|核实)(?:过|了)?(?:每(?:一)?个|所有|各个)(?:数字|日期|数值|金额)|"
                     r"(?:把|将)每(?:一)?个(?:数字|日期|数值|金额)都(?:和|与|跟)[^。，,\n]{0,8}(?:核对|对照|比对|核实)|"
                     # a sign-off welcoming the reader or calling them to follow the news, whole ("欢迎加入！", "敬请期待！")
                     r"^\W*(?:欢迎(?:大家|各位|你|您)?(?:持续|继续)?(?:关注|留意)(?:后续|接下来|下一期|下期|之后)?的?(?:更新|进展|动态|报道|消息)?|"
                     # (a greeting before it with it: "你好，欢迎加入！")
                     r"(?:(?:你好|您好|大家好|嗨)\W*)?欢迎(?:你|您|大家|各位)?(?:加入|入职|来到)(?:我们|团队|项目组|公司)?|敬请(?:期待|关注)(?:后续|下一?期|更多)?的?(?:更新|报道|内容|进展)?)\W*$|"
                     # (in other words: what is introduced or told as following, or told for the reader's sake:
                     # "再介绍几条日常情况，方便你尽快融入：", "工作方面的情况如下：")
                     r"^\W*(?:再|另外|下面|接下来|顺便|最后)?(?:简单)?(?:介绍|说说|讲讲|补充|交代|列出)(?:一下)?[^。！？\n\d]{0,24}[：:]\s*$|"
                     r"^\W*(?:为了)?(?:方便|以便|好让|便于)(?:你|您|大家)[^。！？\n\d]{0,16}[：:]\s*$|"
                     r"^\W*[^。！？\n\d，,；;：:]{0,12}如下[：:]\s*$|"
                     # advice to the reader where the notes are silent ("如果需要这些信息", "需要另行向项目方确认", "不宜自行
                     # 推断", "不要混淆"), a remark that the background leaves the pilot alone ("这些内容可以帮助了解公司氛围",
                     # "但不影响对试点的判断")
                     r"^\W*如果?(?:你|您)?(?:需要|想要?|想知道)(?:这些|这方面的?|更多|相关|其他|上述)的?(?:信息|细节|内容|情况)\W*$|"
                     r"另行(?:向[^。，,\n]{1,8})?(?:确认|核实|询问|了解|核对)|"
                     r"^\W*(?:请)?(?:不宜|不要|切勿|勿|别)(?:自行)?(?:推断|推测|猜测|臆测|揣测|混淆|搞混|弄混)\W*$|"
                     r"^\W*(?:这些|以上|上述|上面)(?:内容|信息|背景|段落)[^。，,\n]{0,12}(?:了解|感受)(?:公司|企业)?的?(?:氛围|文化|日常)|"
                     r"^\W*(?:但|不过)?(?:并)?不影响(?:对)?(?:试点|项目)|"
                     r"^\W*(?:但|不过|可是)?我?(?:再|重新)?(?:回到|回头看|翻到|对照|核对|细看|重读)(?:一下)?第?\s*(?:\[?\s*\d{0,2}\s*\]?)\s*段"
                     r"(?:仔细|认真|再)?(?:看|读|核对|查看|对照)?(?:了)?(?:一下|一遍)?\W*$|"
                     r"^\W*(?:给自己|自己)(?:存|记|留|备)[^。！？\n]{0,30}[：:]\s*$|"
                     r"^\W*(?:感谢|谢谢|多谢)(?:各位|大家|您|你们?)?(?:一直以来|长期以来|这段时间)?的?(?:合作|支持|配合|帮助|关注|耐心)\W*$|"
                     r"^\W*(?:和|与|跟)(?:大家|各位|你们|您)(?:一起)?(?:共事|合作|工作)(?:得)?(?:很|非常|十分)?(?:愉快|开心)\W*$|"
                     # a notice's title and addressing, its closing call to take note, an aside to the reader not to
                     # count an item in, and a line that a fact is left out here, whole ("致各部门的通知", "特此通知",
                     # "请各位知悉。", "别把它算进去", "相关细节此处从略。"): said to the reader, no claim (the fact left out
                     # stays omitted)
                     r"^\W*致[^。，,\n\d]{1,12}?的?(?:通知|通告|公告|函|信|公开信|说明)\W*$|"
                     r"^\W*(?:特此(?:通知|通告|函告|告知|说明)|(?:请|敬请|望)[^。，,\n\d]{0,8}?(?:知悉|周知|查收|留意))\W*$|"
                     r"^\W*(?:别|不要|请勿|勿)(?:再)?(?:把|将)(?:它|其|这一?[项个条]|它们|这些)(?:算|归|列|纳|放)(?:进来|进去|入|在内)\W*$|"
                     r"此处(?:从略|略去|不再(?:赘述|列出|展开|详述))\W*$|"
                     r"^\W*(?:之后|以后|今后)?(?:有|如有)任何(?:问题|疑问)(?:的话)?[，,]?请?(?:直接|随时)?(?:找|联系|问)(?:她|他|我)\W*$|"
                     r"^\W*我?(?:看|读|过|核对)了?一(?:遍|下)\W*(?:整体|基本|大体|总体)?(?:上)?(?:没(?:什么)?问题|可以|没错|无误)\W*$|"
                     r"^\W*(?:其余|其他|其它|剩下的?)(?:内容|部分|地方)?我?(?:都)?(?:没|未|没有)(?:改|动|修改|改动)(?:过)?\W*$|"
                     r"^\W*(?:收到|好的|谢谢|多谢|感谢)(?:\W*(?:收到|好的|谢谢|多谢|感谢))*\W*$|"
                     # a turn's backchannel, whole ("嗯你说。", "行，记下了。", "好。"): no claim
                     r"^\W*(?:(?:嗯|好|好的|行|收到|明白|了解)\W*){1,3}(?:你说|记下了|我记下了|明白了|知道了|散会)?\W*$|"
                     # a call's check that the line works, whole ("喂，你那边能听到吗？好。")
                     r"^\W*(?:喂\W*)?(?:你|您)?(?:那边)?(?:能|可以)?听(?:到|得到|得见|见)(?:我说话)?吗\W*(?:好\W*)?$|"
                     r"^\W*(?:再)?回到(?:试点本身|正题)\W*$|^\W*言归正传\W*$|"  # the writer's signpost back to the pilot, whole
                     # a chat note's closing call to take questions to the group chat, whole ("有问题群里说～", "有疑问在群里问")
                     r"^\W*有(?:问题|疑问)(?:的话)?[，,]?\s*(?:就|请|可以)?(?:在|到)?群里(?:说|问|聊|提|讲|留言|@我?)\W*$|"
                     # the audience's own contacts for questions, by their part, never by name ("如有疑问，可联系本部门的
                     # 联络人"): said to the reader
                     r"(?:如有|若有|有任何)(?:疑问|问题)[，,]?\s*(?:请|可|可以|欢迎)?(?:随时)?(?:联系|咨询|询问|找)(?:各自|本|所在|自己|您|你)|"
                     r"^\W*据我(?:所知|了解|理解)[，,]?\s*(?:就|只有|仅|只)(?:这|此)一?(?:项|个|条|处)(?:\s*(?:\[[\d\s,，、–-]*\]|【[\d\s,，、–-]*】|[（(]第?\s*\d+\s*段[）)]))*\W*$|"
                     r"希望.{0,10}(?:帮助|有用|有帮助)|祝.{0,6}(?:顺利|愉快)|(?:如需|如果需要|若需要?|需要的话|(?:如|若)?有需要|如果您?想要?|"
                     # (the wish anyone's: "如果有人需要完整版，我可以发给他")
                     r"(?:如果|要是|若|如)(?:有人|谁|大家|哪位|各位)(?:需要|想要|想看|要))"
                     r".{0,20}(?:告诉我|告知|联系我|我可以|我来|我再|随时|请说)|我(?:也)?可以(?:再|帮|为|把|将|改|整理|做成|按|照)|请告诉我|"
                     # an offer of another version of the brief on the reader's wish, its "if" unsaid ("需要详细版我再发您",
                     # "要完整版的话我再整理"): said to the reader, no claim of the pilot
                     # (a reply's thanks or welcome before it: "不客气，需要英文版也可以告诉我。")
                     r"^\W*(?:[^\W\d_]{1,8}[:：]\s*)?(?:(?:不客气|别客气|不用谢|没事|乐意效劳|好的|当然)[，,！!。~～]*\s*)?"
                     r"(?:您|你)?(?:要是|如果)?(?:需要|要|想要|想看)(?:更)?(?:详细|完整|正式|精简|简短|英文|中文|"
                     r"书面|纸质|电子)?(?:的)?(?:版本?|稿|表格|明细|细节|原文|材料|文件|附件|链接)(?:的话)?[，,]?\s*"
                     r"(?:我(?:可以|来|就|随时)?(?:再)?(?:发|补|整理|转|给|做|写|附)|(?:也|都|随时)?(?:可以)?(?:跟|和|告诉)我说?)|"
                     r"随时(?:告诉|联系|提问|找|戳|问|私信|@)|有(?:问题|疑问)(?:的话)?[，,]?(?:您|你|大家)?(?:请|可以|欢迎)?(?:您|你|大家)?随时|的话.{0,8}(?:告诉我|告知我|跟我说|和我说|说一声)|(?:其余|其他|其它|剩下的?)(?:各)?段落|段落编号|段落号|见各(?:条|项|行)|"
                     # a greeting, a line leading into what follows, or a call to reach the writer: "接手的同事你好",
                     # "下面是你需要知道的要点", "本周简要说明如下", "有问题群里@我"
                     # advice not to confuse what was told, whole ("两者不要混为一谈。"), and a lead-in to the lines on the
                     # work ("工作进展是这样的："): about reading the brief, no claim of the pilot
                     r"^\W*(?:两者|二者|这两(?:者|件事|项|点))(?:千万)?(?:不要|别|不能|切勿|不可)(?:混为一谈|混淆|搞混|弄混)(?:了)?\W*$|"
                     r"^\W*(?:工作|各项工作的?)?(?:进展|进度)(?:情况|方面)?(?:是这样的|大致如此|大体是这样)\W*$|"
                     # a request to the reader to tell the writer, whole, after what they may know ("如果你知道是谁，
                     # 麻烦说一声", "谁了解的话告诉我一下"), and an offer to look up what the notes leave unsaid, whole
                     # ("需要的话我去查。", "要是需要，我去问问", "我回头帮你核实一下"): said to the reader, no step of the
                     # pilot (someone else told, "通知供应商", or an object named makes it one)
                     r"^\W*(?:(?:如果|要是|若)?(?:你|您|谁|有人|大家)?(?:知道|了解|清楚|打听到|查到)[^。！？\n\d]{0,12}?[，,]\s*)?"
                     r"(?:麻烦|请|劳驾)?(?:(?:你|您)(?:也)?)?(?:告诉我|跟我说|和我说|(?:跟我|和我)?说一声|告知(?:我|一下)|知会(?:我|一声)|"
                     r"通知我)(?:一下|一声)?(?:吧|哈|啊|呀|哦)?\W*$|"
                     r"^\W*(?:(?:如果|要是|若)?(?:你|您)?(?:需要|有需要|想知道|要)(?:的话)?[，,]?\s*)?我(?:可以|能|来|去|再|会|回头|这边)*"
                     r"(?:帮你|帮您|替你|替您)?(?:去|来|再)?(?:查|找|问|核实|确认|打听|了解|翻)(?:查|问|找|一下|一查|一问|清楚|出来|看看|看)*"
                     r"(?:吧|哈|啊|呀)?\W*$|"
                     # an invitation to reach the writer, whole, by any channel ("有不清楚的随时微信我", "有拿不准的，
                     # 随时给我打电话"): said to the reader (someone else to ask, "有问题直接找他", names no "我")
                     r"^\W*(?:(?:有|如有|若有|要是有|遇到)(?:什么|啥|任何)?[^。！？\n\d，,]{0,8}?(?:的地方|的问题|的)?(?:的话)?[，,]?\s*)?"
                     r"(?:请|可以|欢迎|就)?(?:随时|直接)?(?:(?:给|跟|和|找)我(?:打(?:个)?电话|发(?:个)?(?:消息|信息|微信|邮件|短信)|留言|说(?:一声)?)|"
                     r"(?:微信|钉钉|企微|私信|电话|邮件|短信|联系|找|问|@)我)(?:就行|即可|就好|吧)?\W*$|"
                     # an instruction to the reader that only keeps an item out ("别被拉进去", "别碰它"): the exclusion
                     # said again, no claim
                     r"^\W*(?:千万|可|也)?(?:别|不要|不用|勿|请勿)(?:被)?(?:拉|卷|扯|带|掺和|掺|搅|牵扯|碰)(?:进去|进来|入|它|它们)?(?:了)?\W*$|"
                     # advice to the reader on answering with what was just told, whole ("有人问起可以直接说明",
                     # "要是客户问到，照实回答就行"): how to use the brief, no claim of the pilot
                     r"^\W*(?:如果|要是|若)?(?:有人|谁|别人|对方|大家|客户|领导)(?:问起|问到|问)(?:来|的话|起来)?[，,]?\s*"
                     r"(?:您|你|大家)?(?:就|也)?(?:可以|能)?(?:直接|照实|如实|放心)?(?:这么|这样|照此)?(?:说明|回答|答复|解释|"
                     r"告诉(?:他们?|对方)|说)(?:一下)?(?:就行|即可|就好|吧)?\W*$|"
                     # a closing offer to talk ("有什么不清楚的，走廊里随时拉我聊")
                     r"^\W*(?:有什么|有啥|哪里有?)不清楚的(?:地方)?(?:的话)?[，,]\s*[^。！\n\d]{0,8}?随时(?:拉|叫|喊|来找)我(?:聊|问|说)?\W*$|"
                     r"(?:你|您|大家)好|^\W*(?:下面|以下)是.{0,12}(?:要点|情况|内容|信息|说明|摘要|概要)|(?:说明|介绍|汇报|总结|要点|情况)如下|"
                     r"@\s*我|"
                     # a remark on how plainly the notes say it ("笔记里写得很清楚", "原文说得很明确"): about the material
                     # (the remark alone, or with its citation: the sentence it leads into states what the notes say)
                     r"^\W*(?:笔记|资料|材料|原文|文档|记录)(?:里|中|上)?(?:说|写|讲|记|标)得(?:很|非常|十分|挺|相当)?(?:明确|清楚|清晰|明白)"
                     r"(?:\s*(?:\[[\d\s,，、–-]*\]|【[\d\s,，、–-]*】|[（(]第?\s*\d+\s*段[）)]))*[^。，,\n]{0,4}$|"
                     # the writer's doubt about the brief, or a call to correct it: "可能是我记错了", "我没法判断",
                     # "这里先留个问号", "有错的话大家指出来", "有疑问的话直接回我", "有问题大家喊我"
                     r"是我(?:记错|看错|理解错|搞错|弄错)|我(?:没法|无法|不好|很难)判断|留(?:个|一个)问号|"
                     r"有错(?:的话)?.{0,8}指出|(?:欢迎|请)(?:大家)?指正|有(?:问题|疑问)(?:的话)?[，,]?.{0,6}(?:回我|找我|问我|喊我|叫我|私信我|联系我|戳我)|"
                     # the brief's own order or layout, what the reader asked for, or a remark that what is told is
                     # background only: "下文按要求的小节逐项展开", "按你要的结构", "这些只作背景参考", "这些内容与试点无关",
                     # "表格是按列排的", "方便导进看板", "日期为 ISO 格式"
                     r"^\W*(?:下文|以下|下面)(?:将|会)?(?:只|仅)?(?:按|依|按照|依照|逐|只|仅)[^。\n]{0,30}?(?:展开|列出|列明|排列|呈现)|"
                     r"按(?:你|您|大家)?(?:要|要求|需要|指定)的(?:结构|格式|小节|顺序|模板)|"
                     # an answer's lead-in: the reader's question told again ("你问预算和开始时间——"), what was asked
                     # for ("按你的要求"), the writer's own act on the earlier answer ("我把上次那版改成了JSON", "顺便修正了
                     # 结束日期：", "其余保持不变——", "请以这个日期为准"), a line pointing at what follows ("还剩啥没做？👇")
                     r"^\W*(?:你|您|大家)(?:之前|刚才|刚刚|上次|前面)?(?:问(?:到|的是|了)?|想(?:知道|了解)|关心)[^。\n：:—]{0,20}\W*$|"
                     r"^\W*(?:按|按照|根据|照)(?:你|您|大家)的?(?:要求|意思|需要|吩咐)\W*$|"
                     r"^\W*我(?:已经?|又|再)?(?:把|将)(?:上次|之前|前面|刚才|上一)?(?:的|那|这)?一?(?:版|份|条)?(?:回复|简报|答复|版本|内容)?"
                     r"(?:改成|改为|换成|转成|转为|整理成|做成|重写成|排成)了?[^。，\n]{0,12}$|"
                     r"^\W*(?:顺便|顺带|另外|同时|也)?(?:修正|更正|纠正|改正|订正)(?:了|一下)?[^。，\n：:]{0,10}[：:—]\W*$|"
                     r"^\W*以(?:这|此|该|上述|上面|下面|本)[^。，\n]{0,8}为准\W*$|请以(?:这|此|该|上述|上面|下面|本)[^。，\n]{0,8}为准\W*$|"
                     r"^\W*(?:其余|其他|其它|剩下的?)(?:内容|部分|各项|信息)?(?:都|均)?(?:保持|维持)?(?:不变|没变|照旧|同前|如前)\W*$|"
                     r"[👇⬇↓]\W*$|"
                     # the earlier answer's words quoted to be taken back ("我之前写成"已经批准"，这是错的"): they state nothing
                     r"我(?:之前|上次|刚才|前面|上一条里?|原来)?(?:写成|写的是|说成|说的是|误写成?|错写成?|写了)了?\s*[“\"「『][^”\"」』\n]{1,40}[”\"」』]"
                     r"[^。\n]{0,6}?(?:是错的|有误|不对|错了|写错了|不准确)|"
                     # a correction's lead-in naming the earlier reply ("更正一下我上一条回复：")
                     r"^\W*(?:更正|纠正|修正)一下我(?:上一条|上一次|上次|之前|前面|刚才)的?(?:回复|回答|答复|消息)|"
                     r"^\W*(?:以上|上述|这些|上面|前面|这部分|这段|这一节)的?(?:内容|段落|信息|部分|背景)?[^。，\n]{0,6}?(?:(?:仅|只)?(?:作|供|作为)(?:背景|参考)|与试点(?:本身)?无关)|"
                     # the notes' paragraphs left out as unrelated ("访客胸牌、食堂菜单等段落与试点无关，未收录"), a background
                     # lead-in ("先交代一下背景") or a turn to the pilot ("下面说试点本身")
                     r"(?:段落|内容|信息|部分)(?:均|都|则|也)?[^。，\n]{0,6}?与试点(?:本身)?无关|"
                     r"^\W*(?:先|首先)(?:简单)?(?:交代|介绍|说|讲|铺垫)(?:一下|几句)?(?:公司)?背景|"
                     r"^\W*(?:下面|接下来|现在|以下)(?:来|再)?(?:说|讲|谈|介绍|看)(?:一下|说)?试点本身\W*$|"
                     r"(?:表格|排版|格式)是?按.{0,6}排|横着滑|(?:方便|便于)(?:导进|导入|复制|粘贴|转发)|日期为.{0,8}格式|单位见.{0,12}字段|"
                     # a model thinking aloud about reading the notes or writing the brief ("让我先理一下这些段落。",
                     # "我先逐段看一下。", "现在开始写简报。")
                     r"^\W*(?:让我|我)(?:先|来|再)?(?:先|来)?(?:理一?理|理一下|梳理|整理一下|看一?看|看一下|过一遍|读一遍|逐段|逐条|按段)|"
                     r"^\W*(?:现在|下面|接下来|然后)?(?:开始|可以)?(?:写|撰写|动笔写)(?:简报|摘要|正文)|"
                     # a line saying what a note covers by the fact kinds only ("[8] 范围和已完成的工作。", "[7] 说明了范围和
                     # 一项已完成的工作。"): framing, no stage read from "已完成"
                     # (the note's number may sit at the end of the sentence before, as the sentences are cut)
                     r"^\W*(?:(?:第?\d{1,3}段|[\[【]\d{1,3}[\]】])\s*[:：—-]?\s*(?:说明了?|给出了?|给了|提到了?|讲了?|是|包括|包含|记录了?|涉及)?|"
                     r"(?:说明了|给出了|给了|提到了|讲了|记录了))"
                     + _KINDS + r"(?:\s*(?:、|，|,|和|及|与|以及)\s*" + _KINDS + r")*\s*[。.]?\s*$|"
                     # (or the kinds first, the note after them: "结束日期、审批和排除项出自第[10]段", "预算见第3段")
                     r"^\W*" + _KINDS + r"(?:\s*(?:、|，|,|和|及|与|以及)\s*" + _KINDS + r")*\s*[：:—-]?\s*(?:均|都)?"
                     r"(?:出自|来自|取自|摘自|引自|见)\s*第?\s*(?:[\[【]?\s*\d{0,3}\s*[\]】]?)\s*段(?:落)?\s*[。.]?\s*$"),
        commentary=rx(r"^\W*(?:点评|评论|评注|短评)\s*[：:]"),
        second_signoff=rx(r"^[\W_]*(?:会签|联签|加签|副署|另行签批|同时签批)(?:人|部门|方)?\s*[：:]"),
        field_empty=rx(r"^[\W_]*[\u3400-\u9fff][^：:\n]{0,11}[：:]\s*(?:无新增|暂无|无|未记录|未列出|未填写|-+|—)[\W_]*$"),
        own_view=rx(r"风险|建议"),
        forecast=rx(r"(?:肯定|一定|必将|必然|注定|必定)(?:会|能|将)?(?:非常|很|十分|大获|取得)?(?:圆满)?成功|"
                    r"(?:很|非常|多半|大概率)可能(?:会|要|得)?(?:延期|推迟|延长|拖期)|恐怕(?:要|得|会)?(?:延期|推迟|延长)|"
                    # a benefit foreseen ("试点将提升仓库的效率。")
                    r"(?:将|将会|必将|会|有望)(?:大大|显著|明显|大幅)?(?:提升|提高|改善|降低|减少|缩短|加快|节省|简化|优化)|"
                    # its object told first ("有望把退货处理周期缩短三成")
                    r"(?:有望|预计|估计|将|将会|会|能)(?:能|可以|会)?(?:把|让|使)[^，。；！？\n]{1,12}?"
                    r"(?:提升|提高|改善|降低|减少|缩短|加快|节省|简化|优化)"),
        # the end foreseen from the judgement before it ("…，按目前节奏应该能按时收尾") (`Layout.judged_outlook`)
        judged_outlook=rx(r"(?:应该|应当|应|有望|预计|估计|大概率|肯定|一定|能够?|可以)[^，,。；;\n]{0,6}?(?:按时|准时|如期|按期|顺利)"
                          r"(?:完成|收尾|结束|交付|落地|结项|完工)|(?:应该|应当|估计|预计)?不(?:会|至于)(?:延期|超支|拖期)|"
                          # (or the end named first, then judged no trouble: "按时收尾问题不大", "如期完成应该没问题")
                          r"(?:按时|准时|如期|按期)(?:完成|收尾|结束|交付|落地|结项|完工)[^，,。；;\n]{0,4}?"
                          r"(?:问题不大|没(?:有|什么)?(?:太大)?问题|不成问题|有把握)"),
        decision_outlook=rx(
            # the deciding party's act foreseen: "委员会预计会批准", "多半会同意" (not "预计会获得通过": the pilot's own
            # approval told on)
            r"(?:预计|估计|很可能|大概率|多半|八成|肯定|想必|看来|有望|料将)(?:会|将|能)?(?:顺利|很快|原样|照原样|不加修改地|"
            r"无条件)?(?<![获得到被])(?:批准|同意|放行|拍板|签批)|"
            # the deciding party's leaning told ("委员会对试点态度积极", "倾向于批准")
            r"(?:态度|看法)(?:比较|较为|很|十分|相当|总体)?(?:积极|正面|乐观|友好)|持(?:积极|支持|肯定|乐观|赞成)(?:的)?态度|"
            r"倾向于(?:批准|同意|通过|放行)|"
            # when the decision comes or must come: "须在8月底前作出决定", "预计11月前会有结果" (not "试点开始前": the order
            # the notes' dates give)
            r"(?:须|需|需要|必须|务必|应|应当|要|得|最迟|最晚|预计|有望|将)(?:在|于)?(?:(?!开始|启动|上线)[^，。；\n]){1,12}?"
            r"(?:前|之前|以前|内)(?:会|就|能|才)?(?:(?:作出|做出|给出)?(?:决定|批复|答复|结论)|有(?:结果|答复|决定|定论|批复)|"
            r"拍板|批下来|审批完毕|完成审批)|"
            # (the decision named first: "决定须在八月底前作出")
            r"(?:决定|审批|批复|决议|答复)[^，。；\n]{0,6}?(?:须|需|需要|必须|务必|应|应当|要|得|最迟|最晚|预计|将)(?:在|于)?"
            r"(?:(?!开始|启动|上线)[^，。；\n]){1,12}?(?:前|之前|以前|内)(?:会|就|能|才)?(?:作出|做出|完成|下来|出来|给出)"),
        # what a belief holds, after its holder ("团队有信心，能按时完成") (`Layout.belief_content`)
        belief_content=rx(r"^(?:(?:试点|项目|我们|团队)?(?:一定|肯定)?(?:能够?|可以|会)|这笔(?:钱|预算))"),
        judgement=rx(r"有信心|信心十足|充满信心|" + _ON_PLAN + r"|如期(?:完成|收尾|结束)|按期(?:完成|收尾|结束)|"
                     r"进度正常|^\W*(?:整体|总体)(?:状态)?\s*[:：]|"
                     # the writer's own call on it ("我个人给它打绿灯", "我会把它定为黄色")
                     r"我(?:个人)?(?:会|觉得|认为|看|判断)?(?:给它|给这个试点|把它|把这个试点)?(?:打|评为?|定为?|算作?|标为?)|"
                     # how ready it is ("试点准备得很充分。")
                     r"准备得?(?:很|非常|相当|十分)?(?:充分|到位)|(?:已经|已)?做好(?:了)?(?:启动|上线|开始)的?准备|"
                     # a status colour told as a zone it sits in ("试点处于绿区")
                     r"(?:处于|处在|在|属于|进入)[红黄绿橙]色?(?:区|区间|区域)"),
        field_blank=rx(r"TBD|TBC|TBA|N/?A|待定|待填写?|待补充|[-–—]{1,3}"),
        on_plan=rx(_ON_PLAN),
        status_colour=rx(r"[红黄绿橙](?:灯|色)|琥珀色"),
        # (or the spend foreseen to fit it: "估计花不完", "不会超支")
        sufficiency=rx(r"绰绰有余|够用|足够|够花|不够|不足以|充足|充裕|宽裕|富余|吃紧|[花用]不完|不会超支|不会超出预算|"
                        # (or the margin it leaves: "余地不大", "几乎没有缓冲")
                        r"余地(?:不大|不多|很小|有限)|余量(?:不多|很少|有限|不大)|没(?:有)?(?:多少|什么)?(?:余地|余量|缓冲)"),
        # (a bare 紧 is read only after a degree word: "紧急", "抓紧" judge nothing; nor "现实中", "可行性研究"; 冒险 is
        # also an adventure, "冒险日志")
        measure_view=rx(r"(?:有点|有些|偏|很|太|比较|相当|略|稍|过于|非常)紧(?![急迫要])|紧张|紧凑|现实(?!中|情况)|激进|"
                        r"风险(?:较|很|偏|比较|相当)?(?:大|高)|有风险|稳妥|稳健|宽松|可行(?!性)|雄心|宏大"),
        reasoned_view=rx(r"(?:不多|不大|不高|不长|较小|偏小|很小|较少|偏少|很少|较大|偏大|较高|偏高|较短|偏短|很短|较长|偏长|有限)"
                         r"[^。！？；\n]{0,20}?(?:因为|由于|原因是)"),
        form_version=rx(r"(?:表单|模板|表格)(?:版本|版)?\s*[:：]?\s*[vV]?\.?\s*[A-Z]{0,4}-?\d{1,3}(?:\.\d{1,3}){0,2}(?![\w.])"),
        form_instruction=rx(r"[(（](?:请)?[^()（）\n]{0,10}(?:勾选|填写|选择|打勾|划勾)[^()（）\n]{0,10}[)）]"),
        form_title=rx(r"表(?![达示现述])|模板|信息卡|清单"),
        # a revision's own lines about the text, each whole (`alignment.revision_note`)
        revision_note=rx(
            r"^\W*(?:初稿|初版|首版|第一版|(?:仅|只)?(?:修改|修正|更正|改)了?(?:错别字|笔误|措辞|格式|排版)|"
            r"(?:特此|在此|深表)?致歉|"
            # (a turn owning its slip, and its thanks for the catch: "您说得对", "我刚才说错了", "是我看错了")
            r"(?:您|你)说得(?:对|没错)|(?:这|那)?(?:是|算)?我的(?:错|失误|疏忽|笔误)|(?:这里|这儿|这一点|这点)?(?:是我|我)?(?:刚才|之前|前面|上面)?(?:说|看|写|读|记|算|搞|弄)(?:错|漏)了?(?:[一二两]?(?:个|位))?(?:数字|数位|日期|月份|零)?|(?:非常|十分)?抱歉[^。！？\n]{0,20}|敬请谅解|给[^。！？\n]{0,12}带来[^。！？\n]{0,8}不便[^。！？\n]{0,8}|"
            r"(?:谢谢|感谢|多谢)(?:你|您)?的?[^。！？\n]{0,6}(?:初稿|草稿|稿子|摘要|整理|反馈|审阅)|"
            # (the thanks for the catch: "谢谢你追问", "感谢指出")
            r"(?:谢谢|感谢|多谢)(?:你|您)?(?:的)?(?:追问|指出|提醒|核对|确认|纠正)(?:这一点|这点)?|"
            r"其余(?:内容|部分|各项|各点|各条)?(?:均)?(?:不变|无误|正确|照旧|保持不变|以本通知为准)[^。！？\n]{0,12}|"
            # (a pointer back to what was said: "其他信息以上面为准", "其余同上")
            r"(?:其余|其他|其它|剩下的?)(?:内容|部分|各项|各点|各条|信息)?(?:都|均|仍)?(?:以(?:上面|上述|上文|前面|以上)(?:所说|所列)?的?(?:内容|信息)?为准|同上|如上|见上)|"
            r"(?:下面|以下|我)?逐条(?:回复|核对|说明|更正)[^。！？\n]{0,10}|"
            r"(?:与|和|较)?(?:第\s*\d{1,2}\s*版|上一版|上版|初稿|前一版)(?:相比)?的?(?:变更|修改|改动|变化)(?:内容|如下)?[^。！？\n]{0,12}|"
            r"[^。！？\n]{0,20}改完[^。！？\n]{0,20}可以(?:发|发出|发出去|发布|定稿|提交)了?|"
            r"(?:现行|当前|更正后的|修订后的)(?:文本|版本|摘要|简报)(?:[（(][^）)\n]{0,12}[）)])?|"
            r"(?:我|我们)?(?:把)?(?:[一二两三四五六七八九十几]|\d{1,2})?(?:个|位)?(?:数字|数位|日期|月份)(?:写反了?|弄反了?|"
            r"搞反了?|颠倒了?|顺序(?:写反|弄反|颠倒)了?)|"
            # (a correction note naming the line it takes back: "更正：上面的预算一行写错了")
            r"(?:更正[：:]\s*)?(?:上面|上文|前面|上方)(?:的|那)?[^。！？，,\d\n]{0,10}?(?:写错了?|有误|不对|错了|是笔误)|"
            r"[^。！？\n]{0,40}有(?:[一二两三四五六七八九十几]|\d{1,2})处(?:错误|笔误|问题))\W*$"),
        change_remark=rx(r"由\s*[“\"「]?[^，。；\n]{1,30}?[”\"」]?\s*(?:改为|更正为|改成|调整为|修改为)"),
        medium_word=rx(r"照片|拍照|白板|便签|便利贴|抄录|誊写|转录|手写|字迹|幻灯片|演示文稿|讲稿|提词卡"),
        version_label=rx(r"第\s*\d{1,2}\s*版|(?<![\w.])[vV]?\d{1,2}(?:\.\d{1,2}){0,2}\s*版(?!权)|版本\s*[vV]?\d{1,2}(?:\.\d{1,2}){0,2}"),
        # a narrative's furniture: a diary's entry heading ("其二", "第二天", "5月3日 晚"), a letter's greeting, its
        # lead-in and sign-off ("老朋友：", "见信好", "你的老同学"), the writer's remark on their own writing or the notes
        # ("档案里写得清清楚楚", "这是我自己的猜测"): read whole in a clause (`alignment.story_frame`)
        story_frame=rx(r"^\W*(?:其[一二三四五六七八九十]|第[一二三四五六七八九十\d]{1,3}(?:天|则|篇)|"
                       r"(?:日记|札记|手记)\W*第[一二三四五六七八九十\d]{1,3}天|又记|补记|后记|附记|次日|当晚|翌日|"
                       r"\d{1,2}月\d{1,2}日\W*(?:晚|晚上|夜|早上|上午|下午|清晨))\W*$|"
                       r"^\W*(?:老朋友|老同学|亲爱的[^\W\d_]{1,6}|见信好|展信佳|见字如面|你好|您好)\W*$|"
                       r"^\W*(?:你的|您的)(?:老)?(?:同学|朋友|好友|老友|学弟|学妹|兄弟)\W*$|^\W*(?:祝一切顺利|保重|盼复|常联系)\W*$|"
                       r"^\W*你(?:上次|之前|前几天|那天)?问(?:我)?[^。！？\n]{0,12}(?:近况|最近怎么样|有什么新鲜事|有什么新消息)\W*$|"
                       r"(?:档案|资料|笔记|记录)(?:里|中|上)?(?:写|记)得(?:清清楚楚|明明白白|很清楚|很明白)|"
                       r"这(?:只|不过)?是我(?:自己)?的(?:猜测|推测|揣测|臆测)|我就不(?:瞎)?猜了"),
        # a creative or formal frame's own lines, whole (`Layout.creative_frame`): a show's, recipe's or game's greeting
        # and sign-off, a comparison explaining what a pilot is, a formal text's operative words, a numbered section
        # heading naming only its topic
        # a creative form's own words for a fact (`Layout.form_restatement`): the scope's limit as the main or only
        # playable quest or the chart's main house falling on one item, other processes untouched; the approval as a
        # gate, a boss or the approval in hand; a done item as an achievement or a cleared level; a planned one as a
        # locked side quest; an excluded one as a forbidden zone; a verse's start and end
        form_restatement=rx(r"主线任务|(?:本张地图|本关|本次冒险|这张地图)?唯一可玩的(?:任务|关卡|地图)|主宫位?只落在(?P<kept>[^。；;，,\n]{1,20}?)(?:这|那)一项|"
                            r"只此一项|(?:别处|其他|其余|别的)(?:的)?(?:流程|环节|地点|任务)(?:都|一律|均|全)?不(?:碰|动|管|涉及)|"
                            r"(?:Boss|BOSS|boss|首领|守门人)[:：]?\s*(?:审批|批准)之门|(?:审批|批准)之门|批文到手|"
                            r"成就(?:达成|解锁|已解锁)|已通关|支线任务(?:[（(](?:未解锁|锁定)[）)])?|未解锁|禁区|"
                            # a verse's start and end: the gong struck, the stall packed up
                            r"开锣|鸣锣|收摊|忙完"),
        form_part=rx(r"第\s*\d{1,2}\s*(?:关|集|幕)|(?:存档位?|关卡)\s*\d{1,2}(?!\d)|"
                     r"(?:预报|节目|播报|运程|日志)\s*[·・:：]?\s*第\s*\d{1,2}\s*期"),
        answer_key=rx(r"(?:参考|正确|标准)?答案|答题卡|answer\s+key|answers?|key"),
        keyed_mark=rx(r"[（(\[【]\s*(?:正确|对)(?:答案|选项)?\s*[）)\]】]|[←<]-?\s*(?:正确|对)(?:答案|选项)?"),
        quiz_instruction=rx(r"作答|选出|请选择|每题(?:只有)?一个|(?:只有|仅有)一个正确|答案(?:见|附|在)"),
        card_front=rx(r"^[ \t\u3000]*(?:【\s*(?:卡片|卡)\s*\d{1,3}\s*】|第\s*\d{1,3}\s*张(?:卡片?)?[：:]?)?"
                      r"[ \t\u3000]*正面\s*[：:]"),
        card_back=rx(r"^[ \t\u3000]*(?:背面|反面)\s*[：:]"),
        card_number=rx(r"^[ \t\u3000]*(?:【\s*(?:卡片|卡)\s*\d{1,3}\s*】|(?:卡片|卡)\s*\d{1,3}(?=\s*$)|"
                       r"第\s*\d{1,3}\s*张(?:卡片?)?[：:]?)"),
        reader_topic=rx(r"^\W*(?:记住|记清楚?|了解|弄清楚?|搞清楚?|熟悉|确认|分清楚?)(?:[^，。；,;\n]{0,4}?(?:哪些|哪项|哪一项|什么)[^，。；,;:：\n]{0,20}[。；;]?\s*$|(?:这|这些)?(?:两个)?(?:日期|时间点))"),
        # a handover note's own lines, whole (`Layout.handover_frame`): its title, a lead-in to its next part, the remark
        # that what it told comes from the notes
        handover_frame=rx(r"^\W*(?:工作交接|交接(?:说明|备忘|笔记|文档|单|记录)?)(?:\W*(?:致|给|写给)?(?:新任|新来的|接任的|新)"
                          r"[^\W\d_]{1,8})?\W*$|"
                          # the reader named alone under the title ("（致新任团队负责人）"), and a part's heading saying
                          # it turns from the pilot to the company's ways
                          r"^\W*(?:致|给|写给)(?:新任|新来的|接任的|新)[^\W\d_]{1,8}\W*$|"
                          r"^\W*(?:这里|我们这里|公司里?)的?(?:工作)?(?:习惯|规矩|做法|惯例)(?:\W*(?:这)?(?:已经)?(?:不是|无关)"
                          r"(?:关于)?(?:试点|项目)[^。；\n]{0,16})?\W*$|"
                          r"^\W*(?:在(?:说|讲|介绍)?(?:项目|试点)(?:细节|本身|情况)?之前\W*)?(?:还有|再说)?(?:先(?:说|讲|介绍)(?:几件|一些|几点)|几件|几点)"
                          r"(?:能[^。；\n\d]{0,12}?省(?:时间|时|事)的)?(?:实用的?|实际的?)?(?:小事|事情|事|情况)(?:[^。；\n]{0,20}(?:怎么|如何)(?:工作|做事|相处))?\W*$|"
                          r"^\W*(?:下面|接下来|现在)(?:说说?|讲讲?|谈谈?|来看|介绍)?(?:一下)?试点(?:项目)?本身\W*$|"
                          r"^\W*以上(?:内容|信息|所有内容)?(?:均|都|全部)?(?:来自|出自|取自|摘自)(?:试点)?(?:档案|记录|资料|笔记)"
                          r"(?:(?:中|里)?的?(?:记录|笔记))?(?:\W*(?:如果|如)(?:在走廊里)?听到(?:了)?(?:不同的?|其他的?)(?:说法|消息)\W*(?:请)?"
                          r"以(?:记录|档案|这些记录|资料)为准)?\W*$"),
        creative_frame=rx(r"^\W*(?:(?:感谢(?:收看|收听|观看|阅读)|谢谢(?:收看|收听|观看)|(?:我们)?下期(?:节目)?再见|"
                          r"信不信由你|(?:一切)?以?档案为准|游戏结束|请慢用|开饭啦?|祝(?:大家|你)?(?:好胃口|用餐愉快)|"
                          r"各位观众|小朋友们?|game\s+over)\W*)+$|"
                          r"^\W*(?:你|小朋友，?你)?知道什么(?:是|叫)[“\"「]?试点[”\"」]?吗[?？]?\W*$|"
                          r"^\W*(?:[^。？?！\n]{0,20}吗[?？]\W*)?(?:这|这个)?(?:(?:就像|好像|好比|如同)(?:是)?|像(?=学|玩|骑|搬|搭|拼|练|做|在))[^\d。；：！？\n]*(?:[。；：！？]\W*)?$|"
                          r"^\W*(?:这(?:就)?(?:叫|叫做)|大人们?(?:把这|管这)叫(?:做)?)试点\W*$|"
                          r"^\W*特此(?:通知|公告|通告|函告|说明|证明|批复)\W*$|"
                          r"^\W*[一二三四五六七八九十]{1,3}[、.．]\s*[^\W\d_]{0,6}(?:安排|情况|期限|范围|预算|进展|审批|说明|事项|"
                          r"概况|概述|要求|时间|进度|背景|依据)\W*$"),
        closing=rx(r"^\W*(?:祝好|祝顺利|此致|敬礼|此致敬礼|谢谢|多谢|感谢)\W*$"),
        countersigned=rx(r"已经?(?:会签|联签|加签|副署)|(?:会签|联签|加签)(?:完毕|完成|通过)"),
        listed_signoff=rx(r"会签|联签|加签"),
        scope_shape=rx(r"(?:一个|一处|单一|单个)(?:地点|站点|场地|仓库|工厂|办公室|中心|网点|厂区|地方)的?"
                       # "只在一个地点、围绕一个业务流程": a few characters between, the workflow counted again
                       r"(?:(?:一个|一项|单一|单个)?|[^。；\n]{0,8}?(?:一个|一项|单一|单个))(?:业务)?(?:流程|工作流)|"
                       r"(?:一个|一项|单一|单个)(?:业务)?(?:流程|工作流)[^。；\n]{0,8}?"
                       r"(?:一个|一处|单一|单个)(?:地点|站点|场地|仓库|工厂|办公室|中心|网点|厂区|地方)|"
                       # "地点是X，流程是Y", "地点只有X一处，流程只有Y一项", "X这一处的Y流程"
                       r"(?:地点|站点)(?:是|为|只有|仅有)[^。；\n]{1,16}?[，,、]\s*(?:业务)?(?:流程|工作流)(?:是|为|只有|仅有)|"
                       r"这一处的[^。；，\n]{1,12}?(?:流程|工作流)|"
                       # one of the two alone, the scope held to it ("仅限一个站点", "只限于单一流程")
                       r"(?:仅|只)限于?(?:一个|一处|单一|单个)(?:地点|站点|场地|仓库|工厂|办公室|中心|网点|厂区|地方|(?:业务)?流程)|"
                       # the scope's "only" said again, pointing back at the site or the workflow just named ("…，仅此一个
                       # 站点", "范围只限这一处站点的这一项业务")
                       r"(?:仅|只)(?:有|限于?|在)?(?:此|这)(?:一个|一处|一家|一项)(?:地点|站点|场地|仓库|工厂|办公室|中心|网点|厂区|地方|"
                       r"业务|(?:业务)?流程)|(?:这|此)(?:一个|一处)(?:地点|站点|场地|仓库|工厂|办公室|中心|网点|厂区|地方)的?"
                       r"(?:这|此)(?:一个|一项)(?:业务|(?:业务)?流程|工作流)|"
                       # (or by a "该", a bare "这", no count: "范围只限于该枢纽的这一流程", "仅限于此"; no name of a place
                       # or a thing, so none other than the source's)
                       rf"(?:仅|只)(?:有|限于?|在)?(?:该|这|此)(?:一个|一处|一家|一项|个|一)?{_POINTED}(?:的?(?:该|这|此)"
                       rf"(?:一个|一项|个|一)?{_POINTED})?|(?:该|这|此)(?:一个|一处|个|一)?{_POINTED}的?(?:该|这|此)(?:一个|一项|个|一)?"
                       r"(?:业务|(?:业务)?流程|工作流)|(?:仅|只)限于?(?:此|这里)(?=[，。；,;.\s]|$)|"
                       # the site as the pilot's only one, its name beside it ("| X | 唯一试点地点 |")
                       r"唯一(?:的)?(?:试点|项目)?(?:地点|站点|场地|地方)"),
        in_progress=rx(r"^(?:进行中|正在进行|在做|处理中|推进中|实施中|开发中)$"),
        item_keys=frozenset({"事项", "名称", "任务", "工作项", "步骤", "阶段", "条目"}),
        state_keys=frozenset({"状态", "进度", "进展", "完成情况", "当前状态"}),
        role_keys=frozenset({"职务", "职位", "角色", "头衔", "身份", "审批人职务", "批准人职务"}),
        # a frame the clause after it is said in (`Layout.frame_lead`): "对…来说", "就…而言", "考虑到…", "鉴于…", with no
        # verb of state or aspect of its own ("考虑到预算已经花掉一半" is a claim)
        frame_lead=rx(r"^(?![^，。；]*(?:已|正在|将要|被|没有|了|不是|并非))(?:(?:对|对于|就|针对)[^，。；、\d]{1,24}?(?:来说|而言|"
                      r"来讲|说来)|(?:考虑到|鉴于|作为)[^，。；、\d]{1,24}|依我看|以我的?(?:经验|判断)(?:来看)?)$"),
        # (or how to reach the person the part before names: "…是周宇，有问题可以直接找他", one claim with the name)
        lead_in=rx(r"^(?:需要|值得|应当|应该|要)?(?:留意|注意|指出|强调|一提|提醒)的是[：:]?$|"
                   # a lead-in only announcing what follows, on its line or below ("要提醒一句，…", "重点如下："): no
                   # claim, the part after says it
                   r"^(?:我|这里)?(?:要|想|得|需要)?(?:提醒|补充|强调|说明)(?:一句|一下|一点)[：:]?$|"
                   r"^(?:有)?(?:一点|几点|两点)(?:需要|要|值得)?(?:注意|提醒|留意|说明)(?:的)?[：:]?$|"
                   r"^(?:重点|要点|关键点?|需要知道的)(?:如下|是)?[：:]?$|"
                   # the writer's belief leading into the claim after ("从目前情况看，…", "据我了解，…"): one claim with it
                   r"^(?:从|就)?(?:目前|现在|眼下|当前)(?:的)?(?:情况|进展|进度|形势)?(?:来)?看(?:来)?$|^据我(?:理解|所知|了解|观察)$|"
                   r"^(?:在我看来|看起来|看样子|看上去)$|"
                   # (the present state named as the measure: "按目前的情况，…", "照现在的进度，…")
                   r"^(?:按|照|按照|根据|依)(?:目前|现在|眼下|当前|现有)(?:的)?(?:情况|进展|进度|形势|节奏|安排|计划)(?:来看|看)?$|"
                   # what the writer draws a view from, pointing back ("从这两项来看，…", "由此看来，…"): one claim with it
                   r"^(?:从|就|由)(?:这|那|以上|上述|这些|前面|上面)(?:[两几三]?(?:项|点|个|条|件))?(?:情况|内容|信息|工作)?(?:来)?看(?:来)?$|"
                   r"^(?:由此|据此)(?:看来|可见)$|^综合(?:来看|起来看|以上)$|"
                   # a condition of politeness before the writer's follow-up ("如您没有异议，我下周…"): one claim with it
                   r"^(?:如|若|如果|假如|要是)(?:您|你|大家|各位)?(?:没有|没|无)(?:异议|意见|问题)(?:的话)?$|"
                   r"^(?:如|若|如果|要是)(?:您|你|大家|各位)(?:同意|方便|觉得可以|觉得合适)(?:的话)?$|"
                   # an attribution alone ("据项目组估计，…", "按财务的说法，…"): who says the claim after it, one claim with it
                   r"^据[^，。！？；]{1,12}?(?:估计|预计|判断|说|称|介绍|透露|反映|了解|所知|测算|核算)$|"
                   r"^(?:按|依|照)[^，。！？；]{1,12}?的?(?:说法|估计|口径)$|"
                   # who holds the view, under a minutes' label ("讨论：与会者认为，…"), and the pace it is judged by
                   # ("按目前的节奏，…"): one judgement with the part after
                   r"^(?:[\u4e00-\u9fff]{1,6}[：:]\s*)?(?:与会者|与会人员|大家|各方|团队|项目组|会议|我们)(?:一致|普遍)?"
                   r"(?:认为|觉得|判断|相信|同意|估计)$|"
                   r"^(?:按|照|按照|以)(?:目前|现在|当前|眼下|这样)的?(?:节奏|进度|速度|势头)(?:来看|推进下去|下去)?$"),
        # what the clause before leads to (`Layout.hence`)
        hence=rx(r"[，,；;]\s*(?:所以|因此|因而|故而|于是)"),
        # (or a remark on the part before, opened by "这": "…人手紧张，这是本试点目前最大的风险")
        consequence=rx(r"^(?:因此|所以|从而|进而|以致|以至于|导致)|"
                       # a risk told of the part before, its subject ("…牵涉面较广，有拖期的风险"): one risk with it
                       r"^(?:因此|所以|因而)?(?:有|存在|面临)[^，,。；;\d]{0,12}风险|可能|或将|恐怕|^这(?:是|将是|也是|会是|就是)|"
                       r"^有(?:问题|疑问|事)(?:的话)?[，,]?(?:请|可以|欢迎)?(?:直接)?(?:找|联系|问)(?:他|她|他们)|"
                       # the second half of a step to contact someone, what to press them for: "…联系X，催一下审批进度"
                       r"^(?:并|顺便|顺带|同时|再)?(?:催(?:一下|一催|促一下|促)?|追问一下|问一下)[^，,。；;：:\d\n]{0,10}"
                       r"(?:进度|进展|结果|决定|审批|批复|答复)\W*$|"
                       # the duty of the party the part before names, with no subject of its own: "…王磊任联系人，负责对接各部门"
                       r"^(?:并|并且|同时|主要|专门)?负责(?!人)|"
                       # a call to watch what the part before says: "…仍有不确定性，需要持续关注"
                       r"^(?:仍|还|也)?(?:需要|需|要|须|必须|应)(?:持续|继续|密切|重点|特别|进一步)?(?:关注|跟进|留意|观察|跟踪|盯紧)|"
                       # what may go ahead only once the part before is done: "…还需报请X签批，之后方可正式推进"
                       r"^(?:之后|此后|然后|随后|届时)?(?:方可|方能|才能|才可以?)|"
                       # the strain the part before is predicted to bring, said as its outcome: "…订单量可能偏高，X这一环压力
                       #会比较大" (the same risk spelled out, no second point)
                       r"(?:压力|负担|负荷|工作量|任务量)(?:也)?(?:会|将|将会)(?:比较|很|更|相当|非常|明显|有些|有点)?"
                       r"(?:大|重|高|紧张|吃紧|增加|加大)|"
                       # the effect the part before may have on the work, said as its outcome: "…人手可能吃紧，测试进度或受
                       # 影响" (the same risk carried on to what it touches, no second point)
                       r"(?:或|会|将|恐|可能)(?:会|将)?受到?(?:影响|拖累|冲击)|(?:拖慢|拖累|耽误|影响到?)[^，。；]{0,8}(?:进度|进展|节奏|排期)"),
        # a reason or a goal the writer gives, or what a review it sets up is to check (`Layout.reason`)
        # the writer's goal or risk opening a sentence or an item (`Layout.aim_or_risk`)
        # (or a fact the writer names as its risk: "我会把审批列为最大的风险：…")
        aim_or_risk=rx(r"(?:我|我们)?(?:会|倾向于|要)?把[^，,。；;：:\n]{1,16}?(?:列为|看作|看成|视为|当作|当成|算作)"
                       r"(?:(?:试点|项目)的?)?(?:主要|最大的?|核心|关键|头号)?风险点?(?:[：:]|[，,](?=\s*(?:如果|若|一旦|万一)))|"
                       r"(?:(?:试点|项目)的?)?(?:主要|最大的?|核心|关键|唯一的?)?(?:风险点?|目的|目标)(?:是|在于|为|[：:])"),
        # (a bracket opening on its cause, "（选那边是因为…）", is a reason of its own from the bracket on)
        reason=rx(r"之所以|[（(](?=[^（）()]{0,10}?(?:是?因为|由于|考虑到|出于))|(?:^|[，,；;：:])\s*(?:这)?(?:是)?因为|(?:^|[：:])\s*由于|(?:主要)?原因(?:是|在于)|(?:试点的?|项目的?)?(?:目的|目标)(?:是|在于|就是)|"
                  r"为了|以便|以免|免得|^(?:以|来|用来|用于|好)?(?:检查|核查|核实|核对|检验|评估|复盘|看看|了解|验证)|"
                  # a consideration or a motive given as the cause: "——主要是考虑到…比较敏感", "出于安全考虑"
                  r"(?:主要|也|更多)?(?:是)?考虑到|出于[^，。；！？\n]{0,12}?(?:考虑|原因|目的|需要)|"
                  # what a step is to settle: "…安排一次中期评审，根据订舱数据决定是否调整"
                  r"^(?:并|再|以)?(?:根据|依据|视)[^，。；]{0,12}?(?:决定|判断|确定)"),
        chosen_reason=rx(r"(?:选|挑|定在|放在)[^，。；！？\n（）()]{0,10}?是?(?:因为|由于)"),
        # what the pilot was set up for (`Layout.motive`): "设立苍鹭试点是为了…", "…，为了…而设立", "试点旨在…"
        motive=rx(r"(?:设立|开展|启动|推出|搞|做)[^，。；]{0,10}?(?:是|就是|主要是)为了|为了[^。；]{2,30}?而(?:设立|开展|启动|推出|设)|"
                  r"旨在|(?:试点|项目)的?(?:目的|目标)(?:是|在于|就是)"),
        # the writer's or the team's own follow-up (`Layout.follow_up`)
        # the message itself and the house habit it follows ("这次用书面摘要发给你", "按公司习惯")
        message_remark=rx(r"(?:发给|发|寄给|交给)(?:你|您|大家)|(?:按|照|依)(?:公司|我们|这边|咱们)?的?(?:习惯|惯例|规矩|老规矩)|"
                          r"(?:这边|我们|公司)(?:一向|向来|一直|通常)?(?:都)?是?这么(?:做|办)的?|"
                          # its length ("所以我尽量写短", "长话短说")
                          r"(?:我|这次|这里)?(?:尽量|就|只)(?:写|说|讲)得?(?:短|简短|简单|简洁|扼要)(?:一些|一点|些)?|长话短说"),
        meeting_offer=rx(rf"^{_OFFER_WHEN}[^。！？\n]{{0,14}}?{_SAID_AT}[^。！？\n]{{0,10}}?(?:我|再|可以|可)[^。！？\n]{{0,8}}?"
                         rf"{_TELL_MORE}[^。！？\n]{{0,10}}?\W*$"),
        call_back=rx(_CALL_BACK_ZH),
        follow_up=rx(r"约好|约了|已约|碰一次|碰个头|碰一下|(?:我|我们|我这边|我们这边|团队)[^。，；]{0,8}(?:安排|组织|召开)(?:一次|一个|个)?"
                     r"[^。，；]{0,8}(?:会|沟通|碰头|评审|复盘)|(?:我|我们|我这边|我们这边|团队)[^。，；]{0,8}(?:约|请|叫上?|拉上?|召集)[^。，；]{0,10}(?:开|碰)"
                     r"(?:一次|一个|个|一下)?[^。，；]{0,6}(?:会|头)|(?:团队|我们|项目组)(?:预计|计划|打算|准备|希望)[^。，；]{0,10}"
                     r"(?:分享|公布|发布|通报)[^。，；]{0,6}(?:结果|成果|进展)|"
                     # the team's own reporting promised: "项目组将每周向管理层汇报一次进度", "团队会定期通报进展"
                     r"(?:我们|团队|项目组|项目团队|试点小组)[^。，；\n]{0,4}?(?:将|会|要|须|需|承诺)[^。，；\n]{0,12}?(?:汇报|通报|报告|同步)|"
                     # the results reported to someone later: "试点结束后，结果将提交执行委员会审阅"
                     r"(?:结果|成果|总结|报告)[^。，；\n]{0,4}(?:将|会|要|拟)[^。，；\n]{0,16}?(?:汇报|呈报|报告|提交|通报|展示|分享)|"
                     # a report handed to a party, as a task of its own: "试点结束后向管理层提交总结报告"
                     r"(?:向|给)[^。，；\n]{1,10}?(?:提交|呈报|递交|报送)[^。，；\n]{0,6}?(?:总结|报告)|"
                     # the details gone through at a meeting set for it: "周四的项目例会上我再当面跟您过一遍细节"
                     r"(?:会上|会议上|例会上|碰头时|见面时)[^。，；]{0,3}(?:我|我们)|(?:我|我们)[^。，；]{0,4}当面|"
                     # a meeting set for a coming day, as a chat turn says it: "下周有个关于…的电话会"
                     r"(?:下周|下星期|明天|后天|(?:本|这|下)?(?:周|星期)[一二三四五])[^。，；\n]{0,16}(?:电话会|开会|会议|碰头|沟通会|例会)"),
        # a meeting set for a time (`Layout.meeting_set`): "三月第一周与仓库团队开启动会", "中期评审安排在开始后两周"
        # a meeting of the team's own (`Layout.team_meeting`): "和退货团队开启动会", "团队启动会"
        team_meeting=rx(rf"(?:和|与|同|跟|为|给)[^，,。；\n]{{0,12}}?(?:团队|同事|员工|人员|小组|组员)[^，,。；\n]{{0,8}}?"
                        rf"(?:{_MEETING_ZH}|培训会|说明会|见面会)|(?:团队|员工|小组)(?:{_MEETING_ZH}|培训会|说明会|见面会)"),
        meeting_set=rx(rf"(?:{_MEETING_TIME})[^。；\n]{{0,20}}?(?:{_MEETING_ZH})|(?:{_MEETING_ZH})[^。；\n]{{0,12}}?"
                       rf"(?:{_MEETING_TIME})|"
                       # a body sitting on a coming day ("委员会本周五开会", "下周三上会")
                       r"(?:本|这|下)(?:周|星期)[一二三四五六日天][^。；\n]{0,8}?(?:开会|上会|召开|碰头)|"
                       r"(?:开会|上会)[^。；\n]{0,6}?(?:本|这|下)(?:周|星期)[一二三四五六日天]"),
        next_step=rx(r"(?:下一步|接下来)(?:的工作|的安排)?(?:可以是|可能是|就是|应该是|应是|会是|则是|是)"),
        own_subject=rx(r"^\s*(?:而|另外|此外|同时)?[\u4e00-\u9fff]{0,6}?(?:主管|经理|负责人|总监|主任|专员|团队|部门|小组|项目组|"
                       r"财务部?|采购部?|供应商|同事|员工|人员|客户|双方|各方)(?:还|也|同时|另外|则)?"
                       r"(?:必须|需要|须|需|要|得|应当|应该|应|将|会|负责|每)"),
        # a task opening on its verb, its deadline before it or none: "整理并发送迁移计划", "下周末前准备一份…发给…"
        # (a deadline before the verb, group `due`: "5月14日前，准备并发送…", the task's date, no pilot's end)
        because_opening=rx(r"^\s*(?:这是)?(?:因为|由于)"),
        section_numeral=rx(r"^\s*(?:[一二三四五六七八九十]{1,3}[、.．]|[（(][一二三四五六七八九十]{1,3}[）)])\s*"),
        due_after=rx(r"^\s*(?:前|之前|以前)"),
        action_item=rx(r"^\W*(?P<due>[^，。；\s]{1,14}?(?:前|之前|以前)[，,]?)?(?:准备|起草|整理|汇总|发送|分发|提交|制定|编写|组织|安排|确认|更新)(?:并|好|一份|一下)"),
        # (its subject may come first, a few characters: "供应商一旦延误，…", "对方如果排期紧张，…")
        condition_part=rx(r"^(?:但|而)?(?:[\u4e00-\u9fff]{1,5}?(?=一旦|如果|要是|万一|若))?(?:若|如果|假如|要是|万一|倘若|一旦)(?!干)|"
                          # or only the time of what follows, after a step's end: "对接完成后，安排…"
                          r"^(?:等|待)?[\u4e00-\u9fff]{1,12}?(?:完成|结束|到位|落地|上线|启动|获批|批准|通过|确认|交付|就绪)(?:之|以)?后$"),
    )),
)
